// The demo shops' categories and products as a Tamil shopper reads them, keyed by the English name. Sivakasi
// price lists in Tamil keep trade names (ஃபேன்சி, டீலக்ஸ், ஷாட்) as spoken and translate what has a Tamil
// word: sparkler = கம்பி மத்தாப்பு, flower pot = புஸ்வாணம், chakkar = சக்கரம், wala = சரவெடி.
export const DEMO_TAMIL_NAMES: Readonly<Record<string, string>> = {
  // Categories
  Sparklers: 'மத்தாப்பு',
  'Flower Pots': 'புஸ்வாணம்',
  'Ground Chakkars': 'தரைச் சக்கரம்',
  'Bombs & Atom Bombs': 'வெடிகள் & அணுகுண்டுகள்',
  'Walas & Garlands': 'சரவெடிகள்',
  Rockets: 'ராக்கெட்',
  'Sky Shots': 'வான வெடிகள்',
  'Fancy Aerial Shots': 'ஃபேன்சி வான வெடிகள்',
  'Multi-Colour Shots': 'பல வண்ண வான வெடிகள்',
  'Twinkling Stars': 'மின்னும் நட்சத்திரங்கள்',
  Pencils: 'பென்சில் மத்தாப்பு',
  "Kids' Specials": 'குழந்தைகளுக்கான சிறப்பு',
  'Gift Boxes': 'பரிசுப் பெட்டிகள்',
  'Christmas Specials': 'கிறிஸ்துமஸ் சிறப்பு',
  'Flower Pots & Chakkars': 'புஸ்வாணம் & சக்கரம்',
  'Sound Crackers': 'ஒலி வெடிகள்',

  // Sparklers
  '7 cm Electric Sparklers': '7 செ.மீ. எலக்ட்ரிக் கம்பி மத்தாப்பு',
  '10 cm Electric Sparklers': '10 செ.மீ. எலக்ட்ரிக் கம்பி மத்தாப்பு',
  '10 cm Colour Sparklers': '10 செ.மீ. வண்ணக் கம்பி மத்தாப்பு',
  '12 cm Green Sparklers': '12 செ.மீ. பச்சைக் கம்பி மத்தாப்பு',
  '15 cm Red Sparklers': '15 செ.மீ. சிவப்புக் கம்பி மத்தாப்பு',
  '15 cm Colour Sparklers': '15 செ.மீ. வண்ணக் கம்பி மத்தாப்பு',
  '30 cm Electric Sparklers': '30 செ.மீ. எலக்ட்ரிக் கம்பி மத்தாப்பு',
  '30 cm Gold Sparklers': '30 செ.மீ. தங்கக் கம்பி மத்தாப்பு',
  '50 cm Rotating Sparklers': '50 செ.மீ. சுழலும் கம்பி மத்தாப்பு',

  // Flower pots
  'Flower Pot Small': 'புஸ்வாணம் சிறியது',
  'Flower Pot Big': 'புஸ்வாணம் பெரியது',
  'Flower Pot Special': 'புஸ்வாணம் ஸ்பெஷல்',
  'Flower Pot Asoka': 'புஸ்வாணம் அசோகா',
  'Flower Pot Meenakshi Special': 'புஸ்வாணம் மீனாட்சி ஸ்பெஷல்',
  'Colour Koti Deluxe': 'கலர் கோட்டி டீலக்ஸ்',
  'Tricolour Flower Pot': 'மூவண்ணப் புஸ்வாணம்',

  // Ground chakkars
  'Ground Chakkar Big': 'தரைச் சக்கரம் பெரியது',
  'Ground Chakkar Special': 'தரைச் சக்கரம் ஸ்பெஷல்',
  'Ground Chakkar Deluxe': 'தரைச் சக்கரம் டீலக்ஸ்',
  'Ground Chakkar Ashoka': 'தரைச் சக்கரம் அசோகா',
  'Spinning Wheel 3 Colour': 'மூவண்ணச் சுழல் சக்கரம்',
  'Wire Chakkar': 'கம்பிச் சக்கரம்',

  // Bombs
  '2¾" Kuruvi': '2¾" குருவி வெடி',
  '3½" Lakshmi Crackers': '3½" லட்சுமி வெடி',
  '4" Lakshmi Crackers': '4" லட்சுமி வெடி',
  'Hydro Bomb': 'ஹைட்ரோ வெடி',
  'King of Kings Bomb': 'கிங் ஆஃப் கிங்ஸ் வெடி',
  'Atom Bomb Green': 'பச்சை அணுகுண்டு',
  'Classic Bomb': 'கிளாசிக் வெடி',
  'Red Bijili 100 Pcs': 'சிவப்பு பிஜிலி 100 பீஸ்',

  // Walas
  '28 Chorsa Giant': '28 சோர்சா ஜெயண்ட்',
  '100 Wala': '100 சரவெடி',
  '1000 Wala': '1000 சரவெடி',
  '2000 Wala': '2000 சரவெடி',
  '5000 Wala': '5000 சரவெடி',
  '10000 Wala': '10000 சரவெடி',
  '1000 Wala Kaveri Special': '1000 சரவெடி காவேரி ஸ்பெஷல்',

  // Rockets
  'Baby Rocket': 'குட்டி ராக்கெட்',
  'Rocket Bomb': 'ராக்கெட் வெடி',
  'Colour Rocket': 'வண்ண ராக்கெட்',
  'Lunik Express Rocket': 'லூனிக் எக்ஸ்பிரஸ் ராக்கெட்',
  'Two Sound Rocket': 'இரட்டை ஒலி ராக்கெட்',

  // Fancy aerial shots
  '7 Shot Fancy': '7 ஷாட் ஃபேன்சி',
  '12 Shot Rider': '12 ஷாட் ரைடர்',
  'Peacock Dance Aerial': 'மயில் நடன வான வெடி',
  'Siren Whistling Shot': 'சைரன் விசில் ஷாட்',
  'Chotta Fancy 3 Pcs': 'சோட்டா ஃபேன்சி 3 பீஸ்',
  '2½" Fancy Tube': '2½" ஃபேன்சி குழாய்',

  // Multi-colour shots
  '12 Shot Multicolour': '12 ஷாட் பல வண்ணம்',
  '30 Shot Multicolour': '30 ஷாட் பல வண்ணம்',
  '60 Shot Multicolour': '60 ஷாட் பல வண்ணம்',
  '120 Shot Multicolour': '120 ஷாட் பல வண்ணம்',
  '240 Shot Grand Finale': '240 ஷாட் கிராண்ட் ஃபினாலே',
  'Sky King 500 Shot': 'ஸ்கை கிங் 500 ஷாட்',
  '30 Shot Thunder Colour': '30 ஷாட் இடி முழக்க வண்ணம்',
  'Temple Town 60 Shot': 'கோயில் நகரம் 60 ஷாட்',

  // Twinkling stars
  'Twinkling Star 1½"': 'மின்னும் நட்சத்திரம் 1½"',
  'Twinkling Star 4"': 'மின்னும் நட்சத்திரம் 4"',
  'Magic Star Colour': 'மேஜிக் ஸ்டார் வண்ணம்',
  'Moon Star Glitter': 'மூன் ஸ்டார் கிளிட்டர்',

  // Pencils
  'Colour Pencil Small': 'வண்ணப் பென்சில் சிறியது',
  'Colour Pencil Big': 'வண்ணப் பென்சில் பெரியது',
  'Laser Pencil': 'லேசர் பென்சில்',
  'Pencil Deluxe 5 Colour': 'பென்சில் டீலக்ஸ் 5 வண்ணம்',

  // Kids' specials
  'Snake Tablets': 'பாம்பு மாத்திரை',
  'Magic Pop Pops': 'மேஜிக் பாப் பாப்',
  'Cartoon Flower Pot': 'கார்ட்டூன் புஸ்வாணம்',
  'Photo Flash': 'போட்டோ ஃபிளாஷ்',
  'Water Queen Fountain': 'வாட்டர் குயின் நீரூற்று',
  'Roll Caps 10 Rolls': 'ரோல் கேப் 10 ரோல்கள்',
  'Serpent Eggs Old Stock': 'பாம்பு முட்டை பழைய சரக்கு',

  // Gift boxes
  'Mini Gift Box 10 Items': 'சிறிய பரிசுப் பெட்டி 10 வகைகள்',
  'Kids Gift Box 15 Items': 'குழந்தைகள் பரிசுப் பெட்டி 15 வகைகள்',
  'Family Gift Box 21 Items': 'குடும்பப் பரிசுப் பெட்டி 21 வகைகள்',
  'Deluxe Gift Box 35 Items': 'டீலக்ஸ் பரிசுப் பெட்டி 35 வகைகள்',
  'Grand Gift Box 50 Items': 'கிராண்ட் பரிசுப் பெட்டி 50 வகைகள்',
  'Kaveri Family Gift Box': 'காவேரி குடும்பப் பரிசுப் பெட்டி',
  'Kids Delight Gift Box': 'குழந்தைகள் மகிழ்ச்சிப் பரிசுப் பெட்டி',
};

/** The rows with their Tamil names (null where the list has none: the storefront then shows the English). */
export function withTamilNames<T extends { name: string }>(
  rows: readonly T[],
): Array<T & { nameTa: string | null }> {
  return rows.map((row) => ({ ...row, nameTa: DEMO_TAMIL_NAMES[row.name] ?? null }));
}
