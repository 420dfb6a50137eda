// Draws the avatar set into public/avatars from the catalogue the seed lists.
// Run: npx tsx scripts/generate-avatars.ts
// Flat illustrated faces on a 200×200 canvas; the same catalogue always gives byte-identical files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AVATAR_LOOKS,
  type AvatarBackground,
  type AvatarHairColour,
  type AvatarLook,
  type AvatarSkin,
  describeAvatarTags,
} from '../upstream/src/seed/avatar-catalogue';

const SKIN: Record<AvatarSkin, { face: string; shade: string }> = {
  light: { face: '#f9dfcc', shade: '#ecc6ad' },
  fair: { face: '#f1c6a3', shade: '#dfac86' },
  tan: { face: '#d9a47a', shade: '#c48c62' },
  brown: { face: '#a86b47', shade: '#915a39' },
  dark: { face: '#6e4530', shade: '#5b3826' },
};

const HAIR: Record<AvatarHairColour, string> = {
  black: '#2b2233',
  brown: '#6b4226',
  blonde: '#e0b860',
  red: '#b5532f',
  grey: '#bdbac6',
};

const BACKGROUND: Record<AvatarBackground, string> = {
  pink: '#fde7ef',
  green: '#e3f5ea',
  lilac: '#ece6fb',
  peach: '#fdeadf',
  mint: '#dcf2ec',
};

// Hair drawn behind the head (length, volume) and over it (the top and fringe).
const HAIR_BACK: Partial<Record<AvatarLook['hair'], string>> = {
  long: '<path d="M56 96C52 50 76 38 100 38s48 12 44 58l6 66c-18 10-82 10-100 0z"/>',
  bob: '<path d="M54 100C50 52 76 40 100 40s50 12 46 60v30c-12 6-80 6-92 0z"/>',
  wavy: '<path d="M56 96C50 54 76 40 100 40s50 14 44 56c6 14-2 26 4 40-18 6-30-2-48 0-18-2-30 6-48 0 6-14-2-26 4-40z"/>',
  afro: '<circle cx="100" cy="84" r="62"/>',
  curly: circles([
    [62, 76, 16],
    [58, 100, 14],
    [62, 120, 12],
    [138, 76, 16],
    [142, 100, 14],
    [138, 120, 12],
  ]),
  ponytail: '<path d="M128 66c34 8 38 62 20 88 2-30-6-50-24-60z"/>',
  bun: '<circle cx="100" cy="42" r="20"/>',
  braids: `<path d="M58 96C54 52 78 42 100 42s46 10 42 54z"/>${braid(60)}${braid(140)}`,
};

const HAIR_FRONT: Partial<Record<AvatarLook['hair'], string>> = {
  short: '<path d="M60 92C56 58 76 44 100 44s44 14 40 48c-4-14-12-24-24-28-12 6-32 8-50 6-4 6-5 14-6 22z"/>',
  buzz: '<path d="M63 84c1-26 17-36 37-36s36 10 37 36c-7-14-19-22-37-22s-30 8-37 22z" opacity=".9"/>',
  bald: '<path d="M60 96c0-8 2-14 6-18v22zM140 96c0-8-2-14-6-18v22z"/>',
  curly: circles([
    [70, 60, 14],
    [86, 50, 14],
    [104, 48, 14],
    [122, 54, 14],
    [134, 68, 12],
    [64, 74, 10],
  ]),
  afro: '<path d="M64 84c4-22 18-32 36-32s32 10 36 32c-10-10-22-14-36-14s-26 4-36 14z"/>',
  long: '<path d="M62 90c-2-32 18-46 40-46s38 14 36 46c-10-20-26-30-46-28-12 4-22 14-30 28z"/>',
  bob: '<path d="M62 84c0-28 18-40 38-40s38 12 38 40l-6-4c-12-10-52-10-64 0z"/>',
  wavy: '<path d="M62 90c-2-32 18-46 40-46s38 14 36 46c-10-20-26-30-46-28-12 4-22 14-30 28z"/>',
  ponytail: '<path d="M62 90c-2-32 16-46 38-46s40 14 38 46c-6-18-20-28-38-28s-32 10-38 28z"/>',
  bun: '<path d="M62 90c-2-32 16-46 38-46s40 14 38 46c-6-18-20-28-38-28s-32 10-38 28z"/>',
  braids: '<path d="M62 92c-2-34 18-48 38-48s40 14 38 48c-6-22-22-34-38-36-16 2-32 14-38 36z"/>',
};

function renderAvatar(look: AvatarLook): string {
  const skin = SKIN[look.skin];
  const hair = HAIR[look.hairColour];
  const clip = `clip-${look.file}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${describeAvatarTags(look)}">`,
    `<defs><clipPath id="${clip}"><circle cx="100" cy="100" r="100"/></clipPath></defs>`,
    `<g clip-path="url(#${clip})">`,
    `<rect width="200" height="200" fill="${BACKGROUND[look.background]}"/>`,
    `<g fill="${hair}">${HAIR_BACK[look.hair] ?? ''}</g>`,
    `<path d="M36 204c0-36 28-58 64-58s64 22 64 58z" fill="${look.shirt}"/>`,
    `<path d="M86 146c4 8 24 8 28 0" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="4"/>`,
    `<rect x="88" y="118" width="24" height="30" rx="10" fill="${skin.shade}"/>`,
    `<circle cx="62" cy="100" r="9" fill="${skin.shade}"/><circle cx="138" cy="100" r="9" fill="${skin.shade}"/>`,
    `<ellipse cx="100" cy="95" rx="38" ry="44" fill="${skin.face}"/>`,
    `<g fill="${hair}">${HAIR_FRONT[look.hair] ?? ''}</g>`,
    renderFace(look, hair),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

function renderFace(look: AvatarLook, hair: string): string {
  const brows = look.hairColour === 'grey' || look.hairColour === 'blonde' ? '#8a7a70' : hair;
  const parts = [
    `<path d="M80 86q6-4 12 0M108 86q6-4 12 0" fill="none" stroke="${brows}" stroke-width="3" stroke-linecap="round"/>`,
    '<circle cx="86" cy="98" r="4" fill="#2b2233"/><circle cx="114" cy="98" r="4" fill="#2b2233"/>',
    '<circle cx="78" cy="112" r="6" fill="#e8437a" opacity=".18"/><circle cx="122" cy="112" r="6" fill="#e8437a" opacity=".18"/>',
    '<path d="M100 102q-4 8 0 10" fill="none" stroke="#000000" stroke-opacity=".2" stroke-width="2.5" stroke-linecap="round"/>',
  ];
  if (look.facialHair === 'beard') {
    parts.push(
      `<path d="M62 100c2 26 18 40 38 40s36-14 38-40c-6 12-14 16-22 16q-16-6-32 0c-8 0-16-4-22-16z" fill="${hair}"/>`,
    );
  }
  if (look.facialHair === 'moustache') {
    parts.push(`<path d="M88 116q12-8 24 0q-12 2-24 0z" fill="${hair}"/>`);
  }
  parts.push(
    look.smile === 'wide'
      ? '<path d="M87 118q13 16 26 0z" fill="#b82a5a"/><path d="M90 119q10 4 20 0" fill="none" stroke="#ffffff" stroke-width="2.5"/>'
      : '<path d="M90 120q10 7 20 0" fill="none" stroke="#b82a5a" stroke-width="3" stroke-linecap="round"/>',
  );
  if (look.glasses) {
    parts.push(
      '<g fill="#ffffff" fill-opacity=".25" stroke="#2b2233" stroke-width="2.5"><rect x="74" y="89" width="22" height="18" rx="7"/><rect x="104" y="89" width="22" height="18" rx="7"/></g>',
      '<path d="M96 96h8M74 96h-10M126 96h10" stroke="#2b2233" stroke-width="2.5"/>',
    );
  }
  if (look.earrings) {
    parts.push(
      '<circle cx="60" cy="112" r="4" fill="#f2c14e"/><circle cx="140" cy="112" r="4" fill="#f2c14e"/>',
    );
  }
  return parts.join('\n');
}

function circles(list: [number, number, number][]): string {
  return list.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('');
}

function braid(x: number): string {
  return [100, 116, 132, 148, 164].map((y) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="10"/>`).join('');
}

function writeAvatars(): void {
  const folder = fileURLToPath(new URL('../public/avatars/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  for (const look of AVATAR_LOOKS) writeFileSync(`${folder}${look.file}.svg`, renderAvatar(look));
  console.log(`${AVATAR_LOOKS.length} avatars written to public/avatars`);
}

writeAvatars();
