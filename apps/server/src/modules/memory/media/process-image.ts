import type { ProcessMemoryResponse } from '@careledger/shared';
import { type TellMemoryInput, tellMemory } from '../tell-memory';
import { checkMemoryImage, prepareImageForOcr } from './image-check';
import { imageNoText } from './image-errors';
import { imageMemoryText } from './image-memory-text';
import { readImageText } from './ocr';

/** An image a patient (or a carer for them) shows the companion, with its caption. */
export interface ProcessImageInput
  extends Pick<TellMemoryInput, 'db' | 'hub' | 'patient' | 'enteredBy' | 'now'> {
  /** The uploaded bytes, unchecked. */
  image: Buffer;
  /** What the person says it is; may be empty. */
  caption: string;
}

/**
 * Remembers an image: checks it (type by its bytes, size, pixels), reads its text by OCR, and stores the
 * caption and the text read as one memory, analysed like a told one. Refused (422), storing nothing, when OCR
 * reads nothing and there is no caption to remember instead.
 */
export async function processImage(input: ProcessImageInput): Promise<ProcessMemoryResponse> {
  const checked = await checkMemoryImage(input.image);
  const ocr = await readImageText(await prepareImageForOcr(input.image, checked));
  const caption = input.caption.trim();
  const { text, imageText } = imageMemoryText(caption, ocr.text);
  if (!text) throw imageNoText();
  return tellMemory({
    db: input.db,
    hub: input.hub,
    patient: input.patient,
    enteredBy: input.enteredBy,
    now: input.now,
    kind: 'image',
    told: caption,
    text,
    caption: caption || null,
    imageText,
    ocrConfidence: Math.round(ocr.confidence * 10) / 10,
  });
}
