/** "Finnacrest Co-operative Society" → "FC": the society's mark where there is no logo. */
export function monogram(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]/.test(word))
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('') || 'CS'
  );
}
