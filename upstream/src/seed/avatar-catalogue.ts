// The avatars users can pick: drawn by scripts/generate-avatars.ts into public/avatars, listed by the seed.
// One description serves both, so each file's tags always say what it shows.

export type AvatarHair =
  | 'short'
  | 'buzz'
  | 'bald'
  | 'curly'
  | 'afro'
  | 'long'
  | 'bob'
  | 'ponytail'
  | 'bun'
  | 'wavy'
  | 'braids';
export type AvatarHairColour = 'black' | 'brown' | 'blonde' | 'red' | 'grey';
export type AvatarSkin = 'light' | 'fair' | 'tan' | 'brown' | 'dark';
export type AvatarBackground = 'pink' | 'green' | 'lilac' | 'peach' | 'mint';

export interface AvatarLook {
  file: string;
  gender: 'FEMALE' | 'MALE';
  skin: AvatarSkin;
  hair: AvatarHair;
  hairColour: AvatarHairColour;
  background: AvatarBackground;
  shirt: string;
  smile: 'wide' | 'soft';
  glasses?: boolean;
  facialHair?: 'beard' | 'moustache';
  earrings?: boolean;
}

export const AVATAR_LOOKS: readonly AvatarLook[] = [
  look('feminino-01', 'FEMALE', 'fair', 'long', 'brown', 'pink', '#1b7f4b', 'wide'),
  look('feminino-02', 'FEMALE', 'dark', 'afro', 'black', 'green', '#e8437a', 'wide', { earrings: true }),
  look('feminino-03', 'FEMALE', 'light', 'bob', 'blonde', 'lilac', '#2f8f83', 'soft', { glasses: true }),
  look('feminino-04', 'FEMALE', 'brown', 'curly', 'black', 'peach', '#8a6fd1', 'wide'),
  look('feminino-05', 'FEMALE', 'tan', 'ponytail', 'brown', 'mint', '#e8437a', 'wide', { earrings: true }),
  look('feminino-06', 'FEMALE', 'light', 'long', 'red', 'green', '#b82a5a', 'soft'),
  look('feminino-07', 'FEMALE', 'dark', 'braids', 'black', 'pink', '#3fa36b', 'wide'),
  look('feminino-08', 'FEMALE', 'fair', 'bun', 'grey', 'lilac', '#e8437a', 'wide', { glasses: true }),
  look('feminino-09', 'FEMALE', 'brown', 'wavy', 'brown', 'mint', '#f29e4c', 'soft', { earrings: true }),
  look('feminino-10', 'FEMALE', 'tan', 'bob', 'black', 'peach', '#1b7f4b', 'wide', { glasses: true }),
  look('masculino-01', 'MALE', 'fair', 'short', 'brown', 'green', '#e8437a', 'wide'),
  look('masculino-02', 'MALE', 'dark', 'buzz', 'black', 'pink', '#2f8f83', 'wide', { facialHair: 'beard' }),
  look('masculino-03', 'MALE', 'light', 'short', 'blonde', 'mint', '#5b6ee1', 'soft', { glasses: true }),
  look('masculino-04', 'MALE', 'brown', 'curly', 'black', 'lilac', '#3fa36b', 'wide'),
  look('masculino-05', 'MALE', 'tan', 'bald', 'grey', 'peach', '#1b7f4b', 'wide', {
    glasses: true,
    facialHair: 'beard',
  }),
  look('masculino-06', 'MALE', 'fair', 'short', 'red', 'green', '#8a6fd1', 'soft', { facialHair: 'beard' }),
  look('masculino-07', 'MALE', 'dark', 'afro', 'black', 'mint', '#f29e4c', 'wide'),
  look('masculino-08', 'MALE', 'brown', 'short', 'black', 'pink', '#1b7f4b', 'soft', {
    facialHair: 'moustache',
  }),
  look('masculino-09', 'MALE', 'light', 'short', 'grey', 'lilac', '#b82a5a', 'wide', {
    glasses: true,
    facialHair: 'beard',
  }),
  look('masculino-10', 'MALE', 'tan', 'buzz', 'brown', 'peach', '#e8437a', 'wide'),
];

const HAIR_TAGS: Record<AvatarHair, string> = {
  short: 'cabelo curto',
  buzz: 'cabelo raspado',
  bald: 'careca',
  curly: 'cabelo cacheado',
  afro: 'cabelo crespo',
  long: 'cabelo longo',
  bob: 'cabelo chanel',
  ponytail: 'rabo de cavalo',
  bun: 'coque',
  wavy: 'cabelo ondulado',
  braids: 'tranças',
};

const HAIR_COLOUR_TAGS: Record<AvatarHairColour, string> = {
  black: 'cabelo preto',
  brown: 'cabelo castanho',
  blonde: 'cabelo loiro',
  red: 'cabelo ruivo',
  grey: 'cabelo grisalho',
};

export function getAvatarUrl(look: AvatarLook): string {
  return `/avatars/${look.file}.svg`;
}

/** Comma-separated Portuguese tags, the way the avatar search reads them. */
export function describeAvatarTags(look: AvatarLook): string {
  const tags = [
    look.gender === 'FEMALE' ? 'mulher' : 'homem',
    look.smile === 'wide' ? 'sorridente' : 'sereno',
    HAIR_TAGS[look.hair],
    look.hair === 'bald' ? undefined : HAIR_COLOUR_TAGS[look.hairColour],
    look.glasses ? 'óculos' : undefined,
    look.facialHair === 'beard' ? 'barba' : undefined,
    look.facialHair === 'moustache' ? 'bigode' : undefined,
    look.earrings ? 'brincos' : undefined,
  ];
  return tags.filter((tag) => tag !== undefined).join(',');
}

function look(
  file: string,
  gender: AvatarLook['gender'],
  skin: AvatarSkin,
  hair: AvatarHair,
  hairColour: AvatarHairColour,
  background: AvatarBackground,
  shirt: string,
  smile: AvatarLook['smile'],
  extras: Pick<AvatarLook, 'glasses' | 'facialHair' | 'earrings'> = {},
): AvatarLook {
  return { file, gender, skin, hair, hairColour, background, shirt, smile, ...extras };
}
