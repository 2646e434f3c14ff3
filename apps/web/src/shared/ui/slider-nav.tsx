import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/** Scroll state of a scroll-snap slider: whether it can go back or forward, and a step. */
export function useSlider<T extends HTMLElement>() {
  // a callback ref: the scrolled element may appear after the first render (data loading)
  const [element, setElement] = useState<T | null>(null);
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });
  useEffect(() => {
    const el = element;
    if (!el) return;
    const update = () =>
      setEdges({
        canPrev: el.scrollLeft > 1,
        canNext: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    // the slides change the scroll width without resizing the row: watch them too
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [element]);
  const step = useCallback(
    (direction: -1 | 1) => element?.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' }),
    [element],
  );
  return { ref: setElement, ...edges, step };
}

/** Previous / next buttons of a slider (spec §9); hidden when everything fits. */
export function SliderNav({
  canPrev,
  canNext,
  onStep,
  label,
}: {
  canPrev: boolean;
  canNext: boolean;
  onStep: (direction: -1 | 1) => void;
  label: string;
}) {
  const { t } = useTranslation('number-detail');
  if (!canPrev && !canNext) return null;
  return (
    <Group gap={4} role="group" aria-label={label} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={t('slider.previous')}
        disabled={!canPrev}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={t('slider.next')}
        disabled={!canNext}
        onClick={() => onStep(1)}
      >
        <ChevronRightIcon />
      </ActionIcon>
    </Group>
  );
}
