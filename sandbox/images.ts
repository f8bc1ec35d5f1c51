// Generated SVG covers and avatars: colours and aspect ratio derive from the id alone, so any URL the
// seed hands out renders the same picture on every run without a lookup.

const RATIOS = [
  { width: 1600, height: 900 },
  { width: 1200, height: 900 },
  { width: 1000, height: 1000 },
  { width: 900, height: 1200 },
] as const;

export function hashString(value: string): number {
  let hash = 2166136261;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function coverSvg(id: string): string {
  const hash = hashString(id);
  const { width, height } = RATIOS[hash % RATIOS.length] ?? RATIOS[0];
  const hue = hash % 360;
  const hue2 = (hue + 40 + (hash % 80)) % 360;
  const label = escapeXml(id.slice(0, 24));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Cover ${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.22}" fill="hsl(${hue2} 80% 70% / 0.35)"/>
<text x="50%" y="88%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 14)}" fill="#fff">${label}</text>
</svg>`;
}

export function avatarSvg(name: string): string {
  const hue = hashString(name) % 360;
  const initials = escapeXml(
    name
      .split(/[-_\s]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join(''),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}">
<rect width="128" height="128" rx="64" fill="hsl(${hue} 55% 40%)"/>
<text x="64" y="78" text-anchor="middle" font-family="sans-serif" font-size="44" fill="#fff">${initials}</text>
</svg>`;
}
