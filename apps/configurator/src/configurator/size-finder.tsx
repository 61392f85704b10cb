import type { CustomizerModel } from '@bike/shared/domain/configurator';
import type { SizeAdvice } from '@bike/shared/domain/size-advice';
import { SizeFinder as SharedSizeFinder, type SizeFinderTexts } from '@bike/shared/ui/size-finder';
import { useT } from '@bike/shared/i18n';

/** The advice in the configurator's words. */
export function useSizeFinderTexts(): SizeFinderTexts {
  const t = useT();
  const advice = (a: SizeAdvice): string => {
    switch (a.fit) {
      case 'size': return t('configurator.size.fit', { size: a.size });
      case 'between': return t('configurator.size.between', { smaller: a.smaller, larger: a.larger });
      case 'outside': return t('configurator.size.outside', { size: a.nearest });
      default: return t('configurator.size.invalid');
    }
  };
  return {
    title: t('configurator.sizeFinder'), intro: t('configurator.sizeFinder.intro'), height: t('configurator.height'), inseam: t('configurator.inseam'),
    advice, choose: (size) => t('configurator.size.choose', { size }),
  };
}

/**
 * The configurator's size finder (the shared one, @bike/shared/ui/size-finder): the model's
 * sizes with their stack and reach; the GET form keeps the other choices in hidden fields.
 */
export function SizeFinder({ model, initial, onChooseSize, hidden }: {
  model: CustomizerModel; initial: { height: string; inseam: string }; onChooseSize: (size: string) => void; hidden: Record<string, string>;
}) {
  return <SharedSizeFinder category={model.category} sizes={model.sizes} initial={initial} hidden={hidden} onChooseSize={onChooseSize} texts={useSizeFinderTexts()} />;
}
