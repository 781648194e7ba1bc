import type { Locale } from '../app/constants.ts';

/**
 * When a group's options may change (spec §4): script options while new, storyboard options while
 * new or script-writing, recording options up to storyboarding, discounts once the video is ready
 * and unpaid, the rest at any time before purchase.
 */
export const cartPhases = ['fixed', 'script', 'storyboard', 'recording', 'discounts', 'anytime'] as const;
export type CartPhase = (typeof cartPhases)[number];

export const cartGroups = {
  base: 'fixed',
  vat: 'fixed',
  'script-length': 'script',
  storyboard: 'storyboard',
  'logo-color': 'storyboard',
  'water-color': 'storyboard',
  'colored-storyboard': 'storyboard',
  voice: 'recording',
  music: 'recording',
  copyright: 'anytime',
  'change-editing': 'anytime',
  'change-voice': 'anytime',
  'change-scene': 'anytime',
  'change-scene-water-color': 'anytime',
  'discount-watermark': 'discounts',
  'discount-return-customer': 'discounts',
  'discount-no-changes': 'discounts',
  'discount-pay-online': 'discounts',
  'rush-job': 'anytime',
  'extended-support': 'anytime',
  multilingual: 'anytime',
  nda: 'anytime',
} as const satisfies Record<string, CartPhase>;
export type CartGroup = keyof typeof cartGroups;

/** The groups' names as a list, for the schemas that name a group. */
export const cartGroupNames = Object.keys(cartGroups) as [CartGroup, ...CartGroup[]];

/** Spec §3: a percent sign marks a percentage item; every other item is a fixed amount. */
export type PriceType = 'fixed' | '%';

export type Gender = 'female' | 'male';

export interface CatalogueItem {
  id: string;
  group: CartGroup;
  type: PriceType;
  /** Fixed items: an amount of money. Percentage items: percent of the fixed subtotal. */
  price: Record<Locale, number>;
  label: Record<Locale, string>;
  lockable: boolean;
  /** Spec §6: return-customer discount and colored storyboard are offered by project managers only. */
  pmOnly: boolean;
}

const item = (
  id: string,
  group: CartGroup,
  type: PriceType,
  en: number,
  th: number,
  labelEn: string,
  labelTh: string,
  flags: { lockable?: boolean; pmOnly?: boolean } = {},
): CatalogueItem => ({
  id,
  group,
  type,
  price: { en, th },
  label: { en: labelEn, th: labelTh },
  lockable: flags.lockable ?? false,
  pmOnly: flags.pmOnly ?? false,
});

export const basePackageId = 'base-package';
export const vatItemId = 'vat';
export const customStoryboardId = 'custom-storyboard';
export const basicStoryboardId = 'basic-storyboard';
export const rushJobId = 'rush-job';

/** Spec §4, §9: Thai VAT is 7 %, applied by the Thai locale only. */
export const thaiVatPercent = 7;

/** Spec §9, base currency and Thai locale (fixed amounts × 30, base package 35000). */
export const catalogueItems: readonly CatalogueItem[] = [
  item(basePackageId, 'base', 'fixed', 1000, 35000, 'Base package', 'แพ็กเกจพื้นฐาน'),
  item('script-300-500', 'script-length', '%', 30, 30, 'Script 300-500 words', 'สคริปต์ 300-500 คำ'),
  item('script-500-700', 'script-length', '%', 60, 60, 'Script 500-700 words', 'สคริปต์ 500-700 คำ'),
  item(basicStoryboardId, 'storyboard', 'fixed', 0, 0, 'Basic storyboard', 'สตอรีบอร์ดพื้นฐาน'),
  item(customStoryboardId, 'storyboard', 'fixed', 400, 12000, 'Custom storyboard', 'สตอรีบอร์ดแบบกำหนดเอง'),
  item('logo-color', 'logo-color', 'fixed', 300, 9000, 'Logo color', 'โลโก้สี'),
  item('water-color', 'water-color', 'fixed', 800, 24000, 'Water color', 'ภาพสีน้ำ'),
  item(
    'colored-storyboard-100',
    'colored-storyboard',
    'fixed',
    100,
    3000,
    'Colored storyboard (accents)',
    'สตอรีบอร์ดลงสี (บางส่วน)',
    { pmOnly: true },
  ),
  item(
    'colored-storyboard-200',
    'colored-storyboard',
    'fixed',
    200,
    6000,
    'Colored storyboard (full)',
    'สตอรีบอร์ดลงสี (ทั้งภาพ)',
    { pmOnly: true },
  ),
  item('copyright-transfer', 'copyright', 'fixed', 400, 12000, 'Copyright transfer', 'โอนลิขสิทธิ์'),
  item('change-editing', 'change-editing', 'fixed', 100, 3000, 'Editing changes', 'แก้ไขการตัดต่อ'),
  item('change-voice', 'change-voice', 'fixed', 100, 3000, 'Voice changes', 'แก้ไขเสียงพากย์'),
  item('change-scene', 'change-scene', 'fixed', 50, 1500, 'Scene change', 'แก้ไขฉาก'),
  item(
    'change-scene-water-color',
    'change-scene-water-color',
    'fixed',
    100,
    3000,
    'Scene change (water color)',
    'แก้ไขฉากสีน้ำ',
  ),
  item('discount-watermark', 'discount-watermark', 'fixed', -200, -6000, 'Watermark discount', 'ส่วนลดวิดีโอมีลายน้ำ'),
  item(
    'discount-return-customer',
    'discount-return-customer',
    '%',
    -20,
    -20,
    'Return customer discount',
    'ส่วนลดลูกค้าเก่า',
    { pmOnly: true },
  ),
  item('discount-no-changes', 'discount-no-changes', '%', -20, -20, 'No changes discount', 'ส่วนลดไม่ขอแก้ไขงาน'),
  item('discount-pay-online', 'discount-pay-online', 'fixed', -100, -3000, 'Pay online discount', 'ส่วนลดชำระเงินออนไลน์'),
  item(rushJobId, 'rush-job', '%', 50, 50, 'Rush job (completed in 10 days or less)', 'งานด่วน (เสร็จภายใน 10 วัน)', {
    lockable: true,
  }),
  item('extended-support', 'extended-support', 'fixed', 200, 6000, 'Extended support', 'บริการหลังการขายแบบขยายเวลา', {
    lockable: true,
  }),
  item('multilingual', 'multilingual', 'fixed', 200, 6000, 'Multilingual', 'หลายภาษา', { lockable: true }),
  item('nda', 'nda', 'fixed', 200, 6000, 'NDA', 'สัญญาไม่เปิดเผยข้อมูล (NDA)', { lockable: true }),
];

/** Not offered as an option: the Thai locale adds it to every cart (spec §9). */
export const vatItem: CatalogueItem = item(vatItemId, 'vat', '%', 0, thaiVatPercent, 'VAT 7%', 'ภาษีมูลค่าเพิ่ม 7%');

export interface Artist {
  id: string;
  label: Record<Locale, string>;
  /** Sample file names; the files ship separately. */
  samples: readonly string[];
}

export const artistSampleCount = 3;
export const maxCustomArtists = 2;

const artist = (id: string, en: string, th: string): Artist => ({
  id,
  label: { en, th },
  samples: Array.from({ length: artistSampleCount }, (_, index) => `artist-${id}-${index + 1}.jpg`),
});

export const basicArtistId = 'basic';

/** Spec §9: the default artist Basic plus 5 others, 3 samples each. */
export const artists: readonly Artist[] = [
  artist(basicArtistId, 'Basic', 'พื้นฐาน'),
  artist('mali', 'Mali', 'มะลิ'),
  artist('niran', 'Niran', 'นิรันดร์'),
  artist('kanya', 'Kanya', 'กัญญา'),
  artist('arthit', 'Arthit', 'อาทิตย์'),
  artist('dao', 'Dao', 'ดาว'),
];

export interface Voice {
  id: string;
  label: string;
  gender: Gender;
  file: string;
}

const voice = (id: string, label: string, gender: Gender): Voice => ({ id, label, gender, file: `voice-${id}.wav` });

/** Spec §9: 9 voices in the base locale, 4 in the Thai locale; voices cost nothing. */
export const voices: Record<Locale, readonly Voice[]> = {
  en: [
    voice('emma', 'Emma', 'female'),
    voice('olivia', 'Olivia', 'female'),
    voice('sophia', 'Sophia', 'female'),
    voice('grace', 'Grace', 'female'),
    voice('james', 'James', 'male'),
    voice('liam', 'Liam', 'male'),
    voice('noah', 'Noah', 'male'),
    voice('henry', 'Henry', 'male'),
    voice('jack', 'Jack', 'male'),
  ],
  th: [
    voice('th-ploy', 'พลอย', 'female'),
    voice('th-nok', 'นก', 'female'),
    voice('th-ton', 'ต้น', 'male'),
    voice('th-beam', 'บีม', 'male'),
  ],
};

export interface MusicTrack {
  id: string;
  label: string;
  file: string;
}

const trackTitles: readonly (readonly [id: string, en: string, th?: string])[] = [
  ['sunny-day', 'Sunny Day', 'วันฟ้าใส'],
  ['bright-ideas', 'Bright Ideas', 'ไอเดียสดใส'],
  ['moving-forward', 'Moving Forward', 'ก้าวไปข้างหน้า'],
  ['happy-hands', 'Happy Hands', 'มือแห่งความสุข'],
  ['tech-pulse', 'Tech Pulse', 'จังหวะเทคโนโลยี'],
  ['calm-waters', 'Calm Waters', 'สายน้ำสงบ'],
  ['corporate-rise', 'Corporate Rise', 'องค์กรก้าวหน้า'],
  ['playful-steps', 'Playful Steps', 'ก้าวเล็ก ๆ แสนสนุก'],
  ['new-horizon', 'New Horizon', 'ขอบฟ้าใหม่'],
  ['gentle-breeze', 'Gentle Breeze', 'สายลมอ่อน'],
  ['city-lights', 'City Lights', 'แสงไฟในเมือง'],
  ['good-vibes', 'Good Vibes', 'อารมณ์ดี'],
  ['startup-spirit', 'Startup Spirit', 'พลังสตาร์ทอัพ'],
  ['warm-welcome', 'Warm Welcome', 'ต้อนรับอย่างอบอุ่น'],
  ['clear-skies', 'Clear Skies', 'ท้องฟ้าแจ่มใส'],
  ['little-wonders', 'Little Wonders', 'สิ่งมหัศจรรย์เล็ก ๆ'],
  ['upbeat-journey', 'Upbeat Journey', 'การเดินทางแสนสดใส'],
  ['soft-piano', 'Soft Piano', 'เปียโนแผ่วเบา'],
  ['acoustic-morning', 'Acoustic Morning'],
  ['bold-statement', 'Bold Statement'],
  ['digital-dreams', 'Digital Dreams'],
  ['friendly-chat', 'Friendly Chat'],
  ['quiet-focus', 'Quiet Focus'],
  ['summer-groove', 'Summer Groove'],
  ['final-touch', 'Final Touch'],
];

/** Spec §9: about 25 tracks in the base locale, 18 with Thai titles in the Thai locale. */
export const musicTracks: Record<Locale, readonly MusicTrack[]> = {
  en: trackTitles.map(([id, en]) => ({ id, label: en, file: `track-${id}.wav` })),
  th: trackTitles.flatMap(([id, , th]) => (th === undefined ? [] : [{ id, label: th, file: `track-${id}.wav` }])),
};

export const currencySigns: Record<Locale, string> = { en: '$', th: '฿' };

/** Spec §3 Product: what the cart and the product list read, for one locale. */
export interface ProductCatalogue {
  locale: Locale;
  currencySign: string;
  list: Record<string, CatalogueItem>;
  basicArtist: string;
  artistList: readonly Artist[];
  voiceList: readonly Voice[];
  musicList: readonly MusicTrack[];
}

const voiceItem = (entry: Voice): CatalogueItem => item(entry.id, 'voice', 'fixed', 0, 0, entry.label, entry.label);
const trackItem = (entry: MusicTrack): CatalogueItem =>
  item(entry.id, 'music', 'fixed', 0, 0, entry.label, entry.label);

const buildCatalogue = (locale: Locale): ProductCatalogue => {
  const entries = [...catalogueItems, ...voices[locale].map(voiceItem), ...musicTracks[locale].map(trackItem)];
  if (locale === 'th') entries.push(vatItem);
  return {
    locale,
    currencySign: currencySigns[locale],
    list: Object.fromEntries(entries.map((entry) => [entry.id, entry])),
    basicArtist: basicArtistId,
    artistList: artists,
    voiceList: voices[locale],
    musicList: musicTracks[locale],
  };
};

const catalogues: Record<Locale, ProductCatalogue> = { en: buildCatalogue('en'), th: buildCatalogue('th') };

export const productCatalogue = (locale: Locale): ProductCatalogue => catalogues[locale];

export const findCatalogueItem = (locale: Locale, id: string): CatalogueItem | undefined => catalogues[locale].list[id];

export const groupPhase = (group: CartGroup): CartPhase => cartGroups[group];
