/**
 * The kit's uploads, by path: WordPress files them under the year and month the store was seeded
 * (`/wp-content/uploads/2026/11/…`), so a test names a picture by its file name only.
 */
const UPLOADS = /^\/wp-content\/uploads\/\d{4}\/\d{2}\//;

/** The file name of an uploaded picture's path, or the whole path when it is not one of the uploads. */
export function uploadedFile(pathname: string): string {
  return pathname.replace(UPLOADS, "");
}
