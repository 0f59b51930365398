import { Button, TextField } from '@coop/shared';
export default function SignInPage() {
  return (
    <main>
      <h1>Sign in</h1>
      <TextField label="Email" type="email" />
      <Button>Sign In</Button>
    </main>
  );
}
