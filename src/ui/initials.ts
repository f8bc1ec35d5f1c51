export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const result = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return result ? result.toLocaleUpperCase() : '?';
}
