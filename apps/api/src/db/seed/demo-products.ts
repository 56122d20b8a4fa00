// The Unique Crackers price list (tenant `demo`): 68 active items in 12 sections, plus two that are
// not active (they prove the public catalogue hides them). Prices are the shop's offer price and MRP in ₹.
import type { PriceListSection } from './product-lines.ts';

// One line per product reads like the printed price list, so prettier leaves it alone.
// prettier-ignore
export const demoPriceList: PriceListSection[] = [
  {
    category: 'sparklers',
    code: 'SPK',
    safety: "Hold at arm's length, away from clothes and hair, and drop used wires into a bucket of water.",
    lines: [
      ['7 cm Electric Sparklers', '1 Box', 10, 18, 90, 'bestseller', 'mayil', 'Crackling silver sparks that burn for about 20 seconds each.'],
      ['10 cm Electric Sparklers', '1 Box', 10, 28, 140, 'Featured bestseller', 'mayil', 'Bright silver sparks for about 35 seconds: the classic first sparkler for the family.'],
      ['10 cm Colour Sparklers', '1 Box', 10, 35, 175, 'New', 'deepam', 'Red, green and gold sparks that change colour as they burn, about 35 seconds each.'],
      ['12 cm Green Sparklers', '1 Box', 10, 45, 225, '', 'vetri', 'Emerald-green sparks with a soft crackle for about 45 seconds.'],
      ['15 cm Red Sparklers', '1 Box', 10, 65, 325, 'sale', 'deepam', 'Deep red sparks for about a minute, lovely in photos.'],
      ['30 cm Electric Sparklers', '1 Box', 5, 95, 475, 'Featured', 'mayil', 'Long silver sparklers that burn for nearly 2 minutes.'],
      ['50 cm Rotating Sparklers', '1 Box', 5, 190, 950, 'New', 'vetri', 'Extra-long sparklers that throw gold sparks in a circle for about 3 minutes.', { inStock: false }],
    ],
  },
  {
    category: 'flower-pots',
    code: 'FPT',
    safety: "Stand it on flat open ground, light the fuse at arm's length and step back at least 3 metres.",
    lines: [
      ['Flower Pot Small', '1 Box', 10, 70, 350, 'bestseller', 'mayil', 'A 2-metre fountain of golden sparks lasting about 25 seconds.'],
      ['Flower Pot Big', '1 Box', 10, 120, 600, 'Featured bestseller', 'mayil', 'A tall 3-metre golden fountain with a steady crackle, about 40 seconds.'],
      ['Flower Pot Special', '1 Box', 10, 160, 800, '', 'deepam', 'Silver and gold fountain with crackling tips, about 45 seconds.'],
      ['Flower Pot Asoka', '1 Box', 10, 220, 1100, 'New', 'vetri', 'A wide silver fountain that rises to 4 metres for about 50 seconds.'],
      ['Colour Koti Deluxe', '1 Box', 10, 310, 1550, 'sale', 'deepam', 'Colour-changing fountain in red, green and silver, about a minute.'],
      ['Tricolour Flower Pot', '1 Box', 5, 260, 1300, 'New Featured', 'mayil', 'Saffron, white and green fountain in three stages, about 50 seconds.'],
    ],
  },
  {
    category: 'ground-chakkars',
    code: 'GCK',
    safety: 'Light it on a hard, level floor away from dry leaves; wear footwear and keep children back.',
    lines: [
      ['Ground Chakkar Big', '1 Box', 10, 60, 300, 'bestseller', 'mayil', 'Spins fast on the ground in a ring of golden sparks for about 15 seconds.'],
      ['Ground Chakkar Special', '1 Box', 10, 95, 475, '', 'vetri', 'Spins with red and green sparks and a humming whistle, about 20 seconds.'],
      ['Ground Chakkar Deluxe', '1 Box', 10, 150, 750, 'Featured', 'mayil', 'A large chakkar that spins in three colours for about 25 seconds.'],
      ['Ground Chakkar Ashoka', '1 Box', 25, 210, 1050, 'sale', 'deepam', 'A pack of 25 bright silver chakkars, about 15 seconds each.'],
      ['Spinning Wheel 3 Colour', '1 Box', 5, 180, 900, 'New', 'vetri', 'A wheel that turns on its pin and changes colour three times, about 30 seconds.'],
      ['Wire Chakkar', '1 Box', 10, 85, 425, '', 'deepam', 'Hung from a stand, it spins in the air with silver sparks for about 20 seconds.', { inStock: false }],
    ],
  },
  {
    category: 'bombs',
    code: 'BMB',
    safety: "The fuse gives about 5 seconds: light it once at arm's length, move 5 metres away and never relight a dud.",
    lines: [
      ['2¾" Kuruvi', '1 Pkt', 5, 12, 60, 'bestseller', 'vetri', 'A small single-sound cracker with a sharp bang.'],
      ['3½" Lakshmi Crackers', '1 Pkt', 5, 22, 110, 'bestseller', 'mayil', 'The traditional Lakshmi cracker with a loud single bang.'],
      ['4" Lakshmi Crackers', '1 Pkt', 5, 35, 175, '', 'mayil', 'A bigger Lakshmi cracker with a deep, loud bang.'],
      ['Hydro Bomb', '1 Box', 10, 70, 350, '', 'deepam', 'Green-paper bomb with a strong single report.'],
      ['King of Kings Bomb', '1 Box', 10, 110, 550, 'Featured', 'mayil', 'A heavy bomb with a thunderous bang that echoes down the street.'],
      ['Atom Bomb Green', '1 Box', 10, 90, 450, 'sale', 'vetri', 'The classic green atom bomb with a loud boom.'],
      ['Classic Bomb', '1 Box', 10, 140, 700, 'New', 'deepam', 'A large round bomb with a single deep boom.'],
      ['Red Bijili 100 Pcs', '1 Pkt', 100, 40, 200, 'bestseller', 'vetri', 'Small red crackers that pop one by one, about 2 seconds each.'],
    ],
  },
  {
    category: 'walas',
    code: 'WAL',
    safety: 'Lay it out fully stretched on open ground, light the end and keep 8 metres away.',
    lines: [
      ['28 Chorsa Giant', '1 Pkt', 28, 24, 120, '', 'vetri', 'A string of 28 loud crackers that goes off in about 5 seconds.'],
      ['100 Wala', '1 Pkt', 100, 48, 240, 'bestseller', 'mayil', 'A 100-cracker garland that bursts in a rapid chain for about 10 seconds.'],
      ['1000 Wala', '1 Box', 1000, 380, 1900, 'Featured bestseller', 'mayil', 'The festival favourite: 1000 crackers in a continuous roar for about 45 seconds.'],
      ['2000 Wala', '1 Box', 2000, 720, 3600, 'sale', 'deepam', '2000 crackers bursting for about 90 seconds.'],
      ['5000 Wala', '1 Box', 5000, 1750, 8750, 'New', 'mayil', 'A wedding-size garland of 5000 crackers: about 3 minutes of non-stop sound.'],
      ['10000 Wala', '1 Box', 10000, 3400, 17000, '', 'mayil', 'Ten thousand crackers for grand celebrations, about 6 minutes.', { inStock: false }],
    ],
  },
  {
    category: 'rockets',
    code: 'RKT',
    safety: 'Launch from a bottle on open ground, far from buildings, trees and overhead wires.',
    lines: [
      ['Baby Rocket', '1 Box', 10, 55, 275, '', 'vetri', 'Small rockets that whistle up about 15 metres and burst with a pop.'],
      ['Rocket Bomb', '1 Box', 10, 90, 450, 'bestseller', 'mayil', 'Climbs about 30 metres in 3 seconds and ends with a loud bang.'],
      ['Colour Rocket', '1 Box', 10, 130, 650, 'New', 'deepam', 'Rises high and bursts into a red and green star cluster.'],
      ['Lunik Express Rocket', '1 Box', 10, 175, 875, 'sale', 'vetri', 'A fast rocket with a screaming whistle and a silver burst.'],
      ['Two Sound Rocket', '1 Box', 10, 150, 750, 'Featured', 'mayil', 'Two bangs in the sky: one on the way up and one at the top.'],
    ],
  },
  {
    category: 'fancy-aerial-shots',
    code: 'FAS',
    safety: 'Fire it from firm open ground, never hold it in the hand, and keep everyone 10 metres back.',
    lines: [
      ['7 Shot Fancy', '1 Box', 1, 110, 550, '', 'deepam', 'Seven shots of colour stars, one after another, for about 15 seconds.'],
      ['12 Shot Rider', '1 Box', 1, 180, 900, 'New', 'vetri', 'Twelve shots that ride up with a whistle and burst in gold, about 20 seconds.'],
      ['Peacock Dance Aerial', '1 Box', 1, 320, 1600, 'Featured', 'mayil', 'Opens into a peacock-feather pattern of green and blue, about 25 seconds.'],
      ['Siren Whistling Shot', '1 Box', 1, 140, 700, 'sale', 'deepam', 'Shots with a rising siren sound and a crackling burst, about 15 seconds.'],
      ['Chotta Fancy 3 Pcs', '1 Box', 3, 240, 1200, '', 'vetri', 'Three single-shot tubes, each with one big colour burst.'],
      ['2½" Fancy Tube', '1 Box', 1, 95, 475, '', 'mayil', 'One tube, one big multi-colour burst high in the sky.'],
    ],
  },
  {
    category: 'multi-colour-shots',
    code: 'MCS',
    safety: 'Set it on level ground outdoors with a clear sky above, and keep 15 metres away once lit.',
    lines: [
      ['12 Shot Multicolour', '1 Box', 1, 260, 1300, 'bestseller', 'mayil', 'Twelve multi-colour bursts in about 20 seconds.'],
      ['30 Shot Multicolour', '1 Box', 1, 620, 3100, '', 'deepam', 'Thirty shots of colour and crackle, about 40 seconds.'],
      ['60 Shot Multicolour', '1 Box', 1, 1150, 5750, 'Featured bestseller', 'mayil', 'Sixty shots: a full minute of colour bursts.'],
      ['120 Shot Multicolour', '1 Box', 1, 2200, 11000, 'New', 'vetri', '120 shots in waves of colour, about 2 minutes.'],
      ['240 Shot Grand Finale', '1 Box', 1, 4200, 21000, 'sale', 'mayil', '240 shots ending in a golden willow finale, about 4 minutes.', { inStock: false }],
      ['Sky King 500 Shot', '1 Box', 1, 9000, 45000, '', 'mayil', 'Coming soon: a 500-shot display cake.', { status: 'draft' }],
    ],
  },
  {
    category: 'twinkling-stars',
    code: 'TWS',
    safety: "Hold it at arm's length over open ground and keep a bucket of water nearby.",
    lines: [
      ['Twinkling Star 1½"', '1 Box', 10, 40, 200, 'bestseller', 'vetri', 'Glitters and flickers like a star for about 30 seconds.'],
      ['Twinkling Star 4"', '1 Box', 10, 85, 425, '', 'deepam', 'A longer star that twinkles silver for about a minute.'],
      ['Magic Star Colour', '1 Box', 10, 110, 550, 'New', 'mayil', 'Twinkles in red, green and gold for about 45 seconds.'],
      ['Moon Star Glitter', '1 Box', 5, 150, 750, '', 'vetri', 'A large glitter star with a soft crackle, about 75 seconds.'],
    ],
  },
  {
    category: 'pencils',
    code: 'PNC',
    safety: "Hold it by the plain end at arm's length and point it away from faces.",
    lines: [
      ['Colour Pencil Small', '1 Box', 10, 30, 150, 'bestseller', 'deepam', 'Burns with a bright colour flame for about 20 seconds.'],
      ['Colour Pencil Big', '1 Box', 10, 60, 300, '', 'deepam', 'A long pencil that burns in colour for about 40 seconds.'],
      ['Laser Pencil', '1 Box', 10, 95, 475, 'New', 'vetri', 'An intense green flame, like a laser beam, for about 30 seconds.'],
      ['Pencil Deluxe 5 Colour', '1 Box', 5, 120, 600, 'sale', 'mayil', 'Five pencils in five colours, about 40 seconds each.'],
    ],
  },
  {
    category: 'kids-specials',
    code: 'KDS',
    safety: 'Gentle, low-noise items for children, to be used only with an adult watching.',
    lines: [
      ['Snake Tablets', '1 Box', 10, 20, 100, '', 'vetri', 'Tablets that grow into long black "snakes", about 30 seconds each.'],
      ['Magic Pop Pops', '1 Box', 50, 35, 175, 'New', 'deepam', 'Throw-down poppers that snap with a small pop.'],
      ['Cartoon Flower Pot', '1 Box', 5, 90, 450, '', 'mayil', 'A small, gentle fountain in a cartoon box, about 20 seconds.'],
      ['Photo Flash', '1 Box', 5, 45, 225, 'sale', 'vetri', 'A bright white flash with a soft pop.'],
      ['Water Queen Fountain', '1 Box', 5, 140, 700, 'New', 'deepam', 'A low fountain that sparkles like dancing water, about 30 seconds.', { inStock: false }],
      ['Roll Caps 10 Rolls', '1 Box', 10, 25, 125, 'bestseller', 'vetri', 'Paper caps for toy guns, about 100 caps a roll.'],
      ['Serpent Eggs Old Stock', '1 Box', 10, 15, 75, '', 'vetri', 'Discontinued line.', { status: 'inactive' }],
    ],
  },
  {
    category: 'gift-boxes',
    code: 'GFT',
    safety: 'Every item inside carries its own safety note; store the box in a cool, dry place away from flames.',
    lines: [
      ['Mini Gift Box 10 Items', '1 Box', 10, 349, 1745, '', 'mayil', 'Ten favourites: sparklers, flower pots, chakkars and more.'],
      ['Kids Gift Box 15 Items', '1 Box', 15, 599, 2995, 'New', 'deepam', 'Fifteen low-noise items chosen for children.'],
      ['Family Gift Box 21 Items', '1 Box', 21, 899, 4495, 'Featured bestseller', 'mayil', 'Twenty-one items for the whole family, from sparklers to aerial shots.'],
      ['Deluxe Gift Box 35 Items', '1 Box', 35, 1499, 7495, 'Featured', 'mayil', 'Thirty-five items including a 12 shot and a 1000 wala.'],
      ['Grand Gift Box 50 Items', '1 Box', 50, 2499, 12495, 'sale', 'vetri', 'Fifty items for a full night of celebration.'],
    ],
  },
];
