import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BikeDrawing } from '@bike/shared/domain/bike-drawing';
import { drawingOf, type ConfigurationChoices, type CustomizerModel } from '@bike/shared/domain/configurator';

type Draw = (drawing: BikeDrawing) => string;
let loadedDraw: Draw | null = null;

/**
 * The drawing is its own chunk, loaded on demand: the page's loader awaits it (the server render
 * and a navigation in the browser draw at once), while a first visit hydrates with the server's
 * picture and fetches the drawing only when the rider reaches for a choice, so it never counts
 * in the page's first-load script.
 */
export const loadDrawing = (): Promise<Draw> => import('@bike/shared/domain/bike-drawing').then((m) => (loadedDraw = m.drawBike));

/** The drawing function once it is wanted (and loaded); null before. Every picture of the build draws with it. */
export function useDraw(wanted: boolean): Draw | null {
  const [draw, setDraw] = useState<Draw | null>(() => loadedDraw);
  useEffect(() => {
    if (!draw && wanted) loadDrawing().then((fn) => setDraw(() => fn), () => undefined);
  }, [draw, wanted]);
  return draw;
}

/**
 * The build drawn small for the phone's build bar: the same drawing as the preview (its own ids,
 * so the two pictures share no gradients), hidden from screen readers, who hear the preview's.
 * Empty until the drawing is in; the bar asks for it as soon as it shows.
 */
export function BikeThumbnail({ model, choices, wanted }: { model: CustomizerModel; choices: ConfigurationChoices; wanted: boolean }) {
  const draw = useDraw(wanted);
  // Drawn in the browser only: the bar starts hidden, so the server's page carries no second picture (and hydrates as it was sent).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const prefix = `t${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const svg = useMemo(() => (draw && mounted ? draw({ ...drawingOf(model, choices), view: 'side', idPrefix: prefix, label: '' }) : ''), [draw, mounted, model, choices, prefix]);
  return <span className="bike-thumbnail" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/**
 * The live preview: the bike drawn in the browser from the choices (no network round trip once
 * the drawing is in; `engaged` says the rider reached for the steps, so it is fetched), the
 * same drawing the server renders into the page and uses for the catalogue's pictures. A side
 * and a detail view; the picture's label names the model and design for screen readers.
 */
export function BikePreview({ model, choices, engaged }: { model: CustomizerModel; choices: ConfigurationChoices; engaged: boolean }) {
  const intl = useIntl();
  const [view, setView] = useState<'side' | 'detail'>('side');
  const prefix = `p${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const pictureId = `${prefix}-picture`;
  // Hydrating before the drawing arrived: keep the picture the server drew, exactly as it is.
  const [serverPicture] = useState(() => (loadedDraw || typeof document === 'undefined' ? '' : document.getElementById(pictureId)?.innerHTML ?? ''));
  const [wanted, setWanted] = useState(false);
  const draw = useDraw(engaged || wanted);
  const design = model.designs.find((d) => d.code === choices.design);
  const label = intl.formatMessage({ id: 'configurator.previewLabel' }, { model: model.title, design: design?.name ?? '' });
  const svg = useMemo(
    () => (draw ? draw({ ...drawingOf(model, choices), view, idPrefix: prefix, label }) : serverPicture),
    [draw, serverPicture, model, choices, view, prefix, label],
  );
  return (
    <figure className="bike-preview">
      <div id={pictureId} className="bike-preview__picture" dangerouslySetInnerHTML={{ __html: svg }} />
      <div className="bike-preview__views" role="group" aria-label={label}>
        {(['side', 'detail'] as const).map((v) => (
          <button key={v} type="button" className="bike-preview__view" aria-pressed={view === v} onClick={() => { setWanted(true); setView(v); }}>
            {intl.formatMessage({ id: `configurator.view.${v}` })}
          </button>
        ))}
      </div>
    </figure>
  );
}
