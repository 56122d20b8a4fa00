import sharp from 'sharp';
const [src, out, left, top, width, height] = process.argv.slice(2);
await sharp(src).extract({ left: +left, top: +top, width: +width, height: +height }).toFile(out);
