// What every loans route's OpenAPI entry shares.
export const tags = ['loans'];
export const security = [{ bearer: [] }];
