// A client address no other request uses (the test app believes X-Forwarded-For from loopback). Concurrent requests
// of one member from one address meet the password delay (auth/passwordAttempts counts each check before it runs);
// tests of something else send each request from its own address.
let counter = 0;

export function fromNewAddress(): { 'x-forwarded-for': string } {
  counter += 1;
  return { 'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}` };
}
