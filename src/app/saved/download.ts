// Saves text as a file through the browser's download (Blob + object URL + <a download>).
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // the click has started the download; give the browser a moment before letting go
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
