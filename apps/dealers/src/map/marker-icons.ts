/**
 * Marker icons drawn on a canvas as image data for map.addImage: a pin in the marker type's
 * colour with its glyph, at twice the size shown (pixelRatio 2) so it stays sharp.
 */
export function drawMarkerIcon(look: { fill: string; glyph: string }): ImageData {
  const w = 48;
  const h = 60;
  const ctx = canvas(w, h);
  ctx.beginPath();
  ctx.moveTo(w / 2, h - 2);
  ctx.bezierCurveTo(w / 2 - 4, h - 16, 4, h - 26, 4, 22);
  ctx.arc(w / 2, 22, w / 2 - 4, Math.PI, 0);
  ctx.bezierCurveTo(w - 4, h - 26, w / 2 + 4, h - 16, w / 2, h - 2);
  ctx.closePath();
  ctx.fillStyle = look.fill;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 22px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(look.glyph, w / 2, 23);
  return ctx.getImageData(0, 0, w, h);
}

function canvas(w: number, h: number): CanvasRenderingContext2D {
  const el = document.createElement('canvas');
  el.width = w;
  el.height = h;
  return el.getContext('2d')!;
}
