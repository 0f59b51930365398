// Why an administrator cannot retry or void a withdrawal right now: said by the actions' refusals and, before anyone
// tries, by the withdrawal's page.
export const NOT_PENDING = 'Only a pending withdrawal can be changed: this one is already settled';
export const BUSY = 'This withdrawal is being processed right now. Please try again in a minute';
