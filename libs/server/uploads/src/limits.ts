/**
 * What an upload may be. The spec leaves file size and type limits open ("not shown", point 5),
 * so these are the shop's choices, kept in one place so the route, the processing, the README
 * and the client's texts agree.
 */

/** The {path} of POST /b2c/v1/upload/{path}: what the file is for. */
export const UPLOAD_PURPOSES = ['bike-registration', 'proof-of-purchase', 'fanzone', 'cv'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);

/** Types decided from the bytes (sniff.ts), never from the name or the client's content-type. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';
export type FileType = ImageType | 'pdf';

/**
 * Bike and fan-zone photos are photos; a proof of purchase is often a PDF invoice. HEIC is not
 * listed: the sharp build in node_modules decodes AVIF but not HEVC (patents keep it out of the
 * prebuilt libvips), and iOS turns HEIC into JPEG when a web page asks for an image file.
 */
export const ACCEPTED_TYPES: Record<UploadPurpose, readonly FileType[]> = {
  'bike-registration': ['jpeg', 'png', 'webp', 'avif'],
  'proof-of-purchase': ['jpeg', 'png', 'webp', 'avif', 'pdf'],
  fanzone: ['jpeg', 'png', 'webp', 'avif'],
  // A CV for a job application: PDF, the one format every applicant can make and HR can open.
  cv: ['pdf'],
};

/** 15 MB: a 48-megapixel phone JPEG is 8-12 MB; a scanned invoice PDF far less. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
/** Files per request: a bike registration asks for a few photos, never dozens. */
export const MAX_FILES = 8;
/**
 * 40 megapixels decoded at most (sharp's limitInputPixels). A 10 KB PNG can declare 20000x20000
 * pixels (1.2 GB of RGB once decoded); the header is read before any decoding, so such a
 * "decompression bomb" is refused without touching its pixels.
 */
export const MAX_PIXELS = 40_000_000;
/** Shorter side, in pixels: smaller pictures cannot fill the 650x800 thumbnail decently. */
export const MIN_DIMENSION = 200;
/** Long edge of the stored original: enough for a full-screen view, a fraction of a 48 MP photo. */
export const MAX_LONG_EDGE = 3000;
export const ORIGINAL_QUALITY = 85;

/** Thumbnails of spec point 9 (width x height), cover-cropped, webp at quality 80. */
export const THUMBNAIL_SIZES = ['650x800', '880x496', '880x1040', '800x800'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];
export const THUMBNAIL_QUALITY = 80;
export type UploadVariant = 'original' | ThumbnailSize;
export const UPLOAD_VARIANTS: readonly UploadVariant[] = ['original', ...THUMBNAIL_SIZES];
export const isUploadVariant = (value: unknown): value is UploadVariant =>
  typeof value === 'string' && (UPLOAD_VARIANTS as readonly string[]).includes(value);

export const thumbnailDimensions = (size: ThumbnailSize): { width: number; height: number } => {
  const [width, height] = size.split('x').map(Number);
  return { width: width!, height: height! };
};

/** Files a user may send per hour, counted whether they are accepted or not. */
export const UPLOAD_FILES_PER_HOUR = 60;

/** Display names are kept for the owner's own lists only, cut to this many characters. */
export const MAX_NAME_LENGTH = 120;

/**
 * Busboy's limits for one request. Fields are tolerated (a client may send a caption or a
 * token beside the file) but ignored; headerPairs keeps a part from carrying thousands of headers.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: MAX_FILES + 4,
  headerPairs: 20,
} as const;

/** At most this many images are decoded at once per process: a 40 MP decode holds ~160 MB. */
export const MAX_CONCURRENT_RENDERS = 2;
