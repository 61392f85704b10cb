import {
  buildOf, CHOICE_KEYS, deliveryEstimate, drawingOf, invalidChoice, priceConfiguration, type Concept, type ConfigurationChoices, type CustomizerModel,
} from '@bike/shared/domain';
import type { ConceptRow } from './schema';

/**
 * The picture of a configuration: the catalogue's drawing in the design's colours with the
 * chosen parts named in its address, so a shared link shows exactly this build.
 */
export function conceptImage(model: CustomizerModel, choices: ConfigurationChoices): string {
  if (!model.designs.some((d) => d.code === choices.design)) return '';
  const drawing = drawingOf(model, choices);
  const kinds = [drawing.wheels, drawing.cockpit, drawing.saddle];
  const parts = kinds.every(Boolean) ? `.${kinds.join('.')}` : '';
  return `/media/bikes/${drawing.shape}/${drawing.frame}-${drawing.accent}${parts}.svg`;
}

/** A choice's name in the model's language (the code when the model no longer offers it). */
function nameOf(model: CustomizerModel, key: (typeof CHOICE_KEYS)[number], code: string): string {
  switch (key) {
    case 'groupset': return model.groupsets.find((g) => g.code === code)?.name ?? code;
    case 'design': return model.designs.find((d) => d.code === code)?.name ?? code;
    case 'size': return code;
    default: return model.parts[key].find((p) => p.code === code)?.name ?? code;
  }
}

/** A concept as the calls answer it: its choices named, priced and dated from the model at the caller's locale. */
export function toConcept(row: ConceptRow, model: CustomizerModel, viewerId: string | undefined): Concept {
  const choices = row.choices as ConfigurationChoices;
  const buildable = invalidChoice(model, choices) === null;
  const design = model.designs.find((d) => d.code === choices.design);
  return {
    code: row.code,
    model: row.model,
    externalid: buildOf(model, choices)?.externalid ?? '',
    modelname: model.title,
    family: model.family,
    brand: row.brand,
    image: conceptImage(model, choices),
    baseColor: design ? `#${design.frame}` : '',
    configuration_checksum: row.checksum,
    localizedconfiguration: Object.fromEntries(CHOICE_KEYS.map((k) => [k, nameOf(model, k, choices[k])])) as Concept['localizedconfiguration'],
    choices,
    price: buildable ? priceConfiguration(model, choices) : null,
    delivery: buildable ? deliveryEstimate(model, choices) : null,
    visible: row.visible,
    views: row.views,
    session: row.session,
    profile: row.profile,
    favorite: row.favorite,
    mine: viewerId !== undefined && row.userId === viewerId,
    createdAt: row.createdAt,
  };
}
