// What every savings route's OpenAPI entry shares.
export const tags = ['savings'];
export const security = [{ bearer: [] }];
