/** Hands `file` to the browser as a download named `name` (a file the API sent, fetched with the token). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by then; the URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
