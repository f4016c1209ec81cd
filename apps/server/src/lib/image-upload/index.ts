// Image uploads, for any route that takes a picture (the memory companion's OCR, skin analysis): the format told
// by the bytes, the size and pixel limits checked before decoding, BMP read here (libvips does not), and a
// multipart form read into a body the route's schema validates.
export { decodeBmpToRgb, readBmpHeader } from './bmp';
export { type CheckedImage, checkImage, type ImageLimits, openImage } from './check-image';
export { imageTooLarge, imageTooManyPixels, imageTypeUnsupported, imageUnreadable } from './image-errors';
export { detectImageType, UPLOAD_IMAGE_TYPES, type UploadImageType } from './image-type';
export { createUploadFormReader, type UploadFormReader } from './read-upload-form';
