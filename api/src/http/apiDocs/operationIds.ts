// operationIds for client generators: the name a route gives (`schema.operationId`), else one made from its method and
// path, without the /api prefix: `POST /api/auth/signup` → `postAuthSignup`, `GET /api/admin/loans/{id}` →
// `getAdminLoansById`. Made from the method and path, they are unique as long as no two paths differ only in
// punctuation or case (test/platform/openapi-lint.test.ts checks).

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `save_loan`, `delete-all`, `signupVerifyEmail` → `SaveLoan`, `DeleteAll`, `SignupVerifyEmail` */
const pascal = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalized).join('');

export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? `By${pascal(parameter[1])}` : pascal(segment);
    });
  return method.toLowerCase() + words.join('');
}
