/**
 * A short WAV recording for the demo's voice and music files, made here so the demo downloads
 * nothing: 8 kHz mono 8-bit samples of a soft tone (silence when `frequency` is 0).
 */
export const demoWav = (seconds: number, frequency = 440): Buffer => {
  const rate = 8000;
  const samples = Buffer.alloc(Math.round(rate * seconds));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = 128 + Math.round(24 * Math.sin((2 * Math.PI * frequency * index) / rate));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second at one byte a sample
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
};
