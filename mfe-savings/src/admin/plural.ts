/** "1 member", "3 members" */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;
}
