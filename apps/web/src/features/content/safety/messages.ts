import { defineMessages } from '@pataka/domain/i18n';

/** /safety. Texts with **bold** are shown with RichText. */
export const safetyText = defineMessages('safety', {
  lead: 'A bright festival is a safe one. Please read these points with your family before the celebrations begin.',
  emergencyTitle: 'In an emergency, call',
  fire: 'Fire',
  ambulance: 'Ambulance',
  allEmergencies: 'All emergencies',
  hoursTitle: 'Permitted bursting hours',
  hoursIntro: 'In its 2018 order the Supreme Court of India limited when crackers may be burst:',
  hoursDeepavali: '**Deepavali and other festivals: 8 pm to 10 pm** only.',
  hoursNewYear: "**Christmas and New Year's Eve: 11:55 pm to 12:30 am** only.",
  hoursLocal:
    'State governments and local police may set other windows for your area (Tamil Nadu, for example, has allowed one hour in the morning and one in the evening on Deepavali). Follow the orders that apply where you live, and never burst crackers near hospitals, schools, courts or places of worship.',
  greenTitle: 'Choose green crackers',
  green:
    'Green crackers, developed by CSIR-NEERI, give off much less smoke and dust than ordinary ones. Look for the green CSIR-NEERI logo and the QR code on the box; scanning the code tells you the maker is authorised.',
  beforeTitle: 'Before you light',
  before1:
    'Keep **two buckets of water and a bucket of sand** next to you, and know where the nearest tap is.',
  before2:
    'Burst crackers in an open space, away from vehicles, dry leaves, thatched roofs and electric lines.',
  before3: 'Wear cotton clothes that fit close; avoid loose silk and synthetics, which catch fire and melt.',
  before4:
    'Wear footwear, tie back long hair, and keep the unused crackers in a closed box away from the lighting spot.',
  before5:
    '**Children must always be with an adult**, and only an adult should light bombs, rockets and aerial shots.',
  whileTitle: 'While lighting',
  while1:
    'Read the instructions on each item. Light with a long incense stick (agarbatti) or a sparkler, never a matchbox held close.',
  while2: "Light at arm's length, with your face away, then move back quickly.",
  while3:
    'Never hold a lit cracker in your hand (sparklers excepted) or light crackers in a bottle, tin or pot.',
  while4: 'Launch rockets only from a stand pointing straight up, never towards buildings or people.',
  while5: '**Never relight a cracker that did not go off.** Wait 15 minutes, then pour water over it.',
  while6: 'Drop used sparklers into a bucket of water: the wire stays hot for a long time.',
  while7: 'Keep pets indoors and people with asthma or heart conditions away from the smoke.',
  firstAidTitle: 'First aid for burns',
  firstAid1: 'Cool the burn under gently running tap water for at least 20 minutes. No ice.',
  firstAid2:
    'Take off rings, bangles and tight clothing near the burn before it swells, unless stuck to the skin.',
  firstAid3: 'Do not apply toothpaste, butter, oil, ink or turmeric, and do not burst blisters.',
  firstAid4: 'Cover loosely with a clean cotton cloth or cling film.',
  firstAid5:
    'For an eye injury, do not rub: rinse with clean water and go to hospital at once. See a doctor for any burn on the face, hands or private parts, larger than the palm, or on a child.',
  storingTitle: 'Storing crackers at home',
  storing1:
    'Keep them in their cartons in a cool, dry place, away from the kitchen, pooja lamps and electrical points.',
  storing2: "Store them out of children's reach, and never in a closed car in the sun.",
  storing3: 'Buy only what you will use this festival.',
});
