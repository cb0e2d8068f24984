/** Hands a file made in the page to the browser's download, under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the file by the next turn; the address is then freed.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
