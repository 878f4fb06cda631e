// Generated artwork: plain SVG shapes from the catalogue's constants, the same bytes on every run
// (so the content ids never change). Every image is drawn on a 100×100 view box; the sizes only
// change the declared pixel size, and the blur version keeps just the colours and the silhouette.
import type { Accessory, Design, Palette, TeamPlan } from './catalogue.ts';

export const IMAGE_SIZES = { lg: 512, md: 256, sm: 96, blur: 16 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

function svg(title: string, size: ImageSize, palette: Palette, body: string): string {
  const pixels = IMAGE_SIZES[size];
  const [from, to] = palette.background;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 100 100">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="100" height="100" rx="12" fill="url(#bg)"/>',
    body,
    '</svg>',
    '',
  ].join('\n');
}

const INK = '#1d1d2b';
const PINK = '#f7a8c0';

/** Ears, head and body: the shape every bunny shares (also the blur version's silhouette). */
function bunnySilhouette(fur: string): string {
  return [
    `<ellipse cx="38" cy="24" rx="7" ry="18" fill="${fur}"/>`,
    `<ellipse cx="62" cy="24" rx="7" ry="18" fill="${fur}"/>`,
    `<ellipse cx="50" cy="88" rx="26" ry="16" fill="${fur}"/>`,
    `<circle cx="50" cy="54" r="22" fill="${fur}"/>`,
  ].join('');
}

function bunnyFace(): string {
  return [
    `<ellipse cx="38" cy="25" rx="3.5" ry="12" fill="${PINK}"/>`,
    `<ellipse cx="62" cy="25" rx="3.5" ry="12" fill="${PINK}"/>`,
    `<circle cx="42" cy="52" r="3" fill="${INK}"/><circle cx="58" cy="52" r="3" fill="${INK}"/>`,
    '<circle cx="43" cy="51" r="1" fill="#fff"/><circle cx="59" cy="51" r="1" fill="#fff"/>',
    `<ellipse cx="50" cy="60" rx="2.6" ry="1.8" fill="${PINK}"/>`,
    `<path d="M46 63 Q50 66 54 63" stroke="${INK}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
    `<circle cx="37" cy="60" r="3" fill="${PINK}" opacity="0.5"/><circle cx="63" cy="60" r="3" fill="${PINK}" opacity="0.5"/>`,
  ].join('');
}

/** A pointed hat over the ears: what makes a bunny an alchemist. */
function alchemistHat(robe: string, accent: string): string {
  return [
    `<path d="M28 38 L50 2 L72 38 Z" fill="${robe}"/>`,
    `<rect x="24" y="34" width="52" height="6" rx="3" fill="${robe}"/>`,
    `<circle cx="46" cy="20" r="1.6" fill="${accent}"/><circle cx="56" cy="28" r="1.2" fill="${accent}"/><circle cx="51" cy="12" r="1" fill="${accent}"/>`,
  ].join('');
}

const ACCESSORIES: Record<Accessory, (palette: Palette) => string> = {
  goggles: ({ accent }) =>
    [
      `<path d="M28 50 H72" stroke="${accent}" stroke-width="3"/>`,
      `<circle cx="42" cy="52" r="7" fill="#bfe9ff" fill-opacity="0.55" stroke="${accent}" stroke-width="2.5"/>`,
      `<circle cx="58" cy="52" r="7" fill="#bfe9ff" fill-opacity="0.55" stroke="${accent}" stroke-width="2.5"/>`,
    ].join(''),
  beaker: ({ accent }) =>
    [
      '<path d="M74 66 h8 v8 l7 16 h-22 l7 -16 Z" fill="#ffffff" fill-opacity="0.7" stroke="#556" stroke-width="1.2"/>',
      `<path d="M69.5 84 h17 l2 6 h-21 Z" fill="${accent}"/>`,
    ].join(''),
  bubbles: ({ accent }) =>
    [
      [80, 30, 6],
      [88, 16, 4],
      [74, 14, 3],
      [18, 40, 4],
      [12, 26, 2.5],
    ]
      .map(
        ([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="0.35" stroke="#fff"/>`,
      )
      .join(''),
  spark: ({ accent }) =>
    `<path d="M80 6 L70 26 H78 L72 44 L90 20 H81 L88 6 Z" fill="${accent}" stroke="${INK}" stroke-width="1"/>`,
  frost: ({ accent }) =>
    [0, 60, 120]
      .map(
        (angle) =>
          `<path d="M82 12 V36 M78 16 L82 20 L86 16 M78 32 L82 28 L86 32" transform="rotate(${angle} 82 24)" stroke="${accent}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
      )
      .join(''),
  flag: ({ accent }) =>
    [
      `<path d="M14 96 V22" stroke="${INK}" stroke-width="2.5"/>`,
      `<path d="M15 22 H34 L29 30 L34 38 H15 Z" fill="${accent}"/>`,
      '<circle cx="22" cy="30" r="3" fill="#fff"/>',
    ].join(''),
  shield: ({ accent }) =>
    [
      `<path d="M70 62 H92 V76 Q92 90 81 96 Q70 90 70 76 Z" fill="${accent}" stroke="${INK}" stroke-width="1.5"/>`,
      `<path d="M78 68 h6 v4 l4 9 h-14 l4 -9 Z" fill="#fff" stroke="${INK}" stroke-width="1"/>`,
    ].join(''),
  'round-flask': ({ accent }) =>
    [
      '<path d="M76 66 h6 v8 a10 10 0 1 1 -6 0 Z" fill="#ffffff" fill-opacity="0.75" stroke="#556" stroke-width="1.2"/>',
      `<path d="M70.2 84 a9 9 0 0 0 17.6 0 Z" fill="${accent}"/>`,
    ].join(''),
  vial: ({ accent }) =>
    [
      '<rect x="78" y="56" width="8" height="36" rx="4" fill="#ffffff" fill-opacity="0.75" stroke="#556" stroke-width="1.2"/>',
      `<rect x="79.2" y="72" width="5.6" height="18.8" rx="2.8" fill="${accent}"/>`,
      '<rect x="77" y="52" width="10" height="5" rx="1.5" fill="#8a5a3c"/>',
    ].join(''),
  cauldron: ({ accent }) =>
    [
      `<ellipse cx="50" cy="90" rx="22" ry="9" fill="${INK}"/>`,
      `<ellipse cx="50" cy="83" rx="20" ry="4" fill="${accent}"/>`,
      `<circle cx="44" cy="76" r="3" fill="${accent}" fill-opacity="0.6"/><circle cx="55" cy="72" r="2" fill="${accent}" fill-opacity="0.6"/>`,
    ].join(''),
  alembic: ({ accent }) =>
    [
      '<circle cx="80" cy="84" r="10" fill="#c7773a" stroke="#6b3a17" stroke-width="1.5"/>',
      '<path d="M80 74 V62 Q80 56 88 58 L96 64" stroke="#c7773a" stroke-width="3" fill="none" stroke-linecap="round"/>',
      `<circle cx="80" cy="86" r="5" fill="${accent}"/>`,
    ].join(''),
};

function designBody(design: Design, size: ImageSize): string {
  const { palette } = design;
  const alchemist = design.collection === 'alchemists';
  // The bunny's fur stays light; an alchemist's palette colour is its hat and robe.
  const fur = alchemist ? '#f1e9dc' : palette.fur;
  if (size === 'blur') return bunnySilhouette(fur);
  return [
    bunnySilhouette(fur),
    alchemist ? `<ellipse cx="50" cy="90" rx="26" ry="12" fill="${palette.fur}"/>` : '',
    bunnyFace(),
    alchemist ? alchemistHat(palette.fur, palette.accent) : '',
    ACCESSORIES[design.accessory](palette),
  ].join('');
}

/** One collectible's image at `size`. */
export function designSvg(design: Design, size: ImageSize): string {
  return svg(design.name, size, design.palette, designBody(design, size));
}

const EMBLEMS: Record<TeamPlan['emblem'], (palette: Palette) => string> = {
  storm: ({ fur, accent }) =>
    [
      `<path d="M26 52 a12 12 0 0 1 10 -18 a16 16 0 0 1 30 2 a11 11 0 0 1 8 16 Z" fill="${fur}"/>`,
      `<path d="M50 54 L42 72 H50 L44 88 L60 66 H52 L58 54 Z" fill="${accent}"/>`,
    ].join(''),
  falcon: ({ fur, accent }) =>
    [
      `<path d="M12 36 Q30 42 42 54 L50 46 L58 54 Q70 42 88 36 Q78 58 62 64 L56 76 L50 70 L44 76 L38 64 Q22 58 12 36 Z" fill="${fur}"/>`,
      `<circle cx="50" cy="40" r="7" fill="${fur}"/><path d="M50 44 L46 50 L54 50 Z" fill="${accent}"/>`,
      `<circle cx="47.5" cy="39" r="1.3" fill="${accent}"/><circle cx="52.5" cy="39" r="1.3" fill="${accent}"/>`,
      `<circle cx="26" cy="24" r="3" fill="${fur}" fill-opacity="0.6"/><circle cx="74" cy="22" r="2.5" fill="${fur}" fill-opacity="0.6"/>`,
    ].join(''),
  kettle: ({ fur, accent }) =>
    [
      `<path d="M30 74 Q28 46 50 44 Q72 46 70 74 Z" fill="${fur}"/>`,
      `<path d="M70 62 L84 50" stroke="${fur}" stroke-width="5" stroke-linecap="round"/>`,
      `<path d="M38 44 Q50 30 62 44" stroke="${fur}" stroke-width="3" fill="none"/>`,
      `<rect x="26" y="72" width="48" height="6" rx="3" fill="${accent}"/>`,
      `<path d="M84 44 q-4 -6 0 -12 M90 46 q-4 -6 0 -12" stroke="${accent}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    ].join(''),
};

/** A team's emblem at `size`. */
export function teamSvg(team: TeamPlan, size: ImageSize): string {
  const ring = `<circle cx="50" cy="50" r="40" fill="none" stroke="${team.palette.fur}" stroke-opacity="0.5" stroke-width="3"/>`;
  return svg(team.name, size, team.palette, size === 'blur' ? ring : ring + EMBLEMS[team.emblem](team.palette));
}

/** The badge of an achievement that mints no NFT: a flask taking off. */
export function badgeSvg(title: string, palette: Palette): string {
  return svg(
    title,
    'lg',
    palette,
    [
      `<circle cx="50" cy="50" r="38" fill="${palette.fur}" fill-opacity="0.25"/>`,
      '<path d="M44 22 h12 v14 l14 30 q2 6 -4 6 h-32 q-6 0 -4 -6 l14 -30 Z" fill="#ffffff" stroke="#556" stroke-width="1.5"/>',
      `<path d="M36.5 58 h27 l5 10 q1 3 -2 3 h-33 q-3 0 -2 -3 Z" fill="${palette.accent}"/>`,
      '<path d="M42 76 L50 94 L58 76 Z" fill="#ff9b3d"/>',
    ].join(''),
  );
}
