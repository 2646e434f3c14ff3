import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './number-detail-icons.tsx';

/** Scroll state of a scroll-snap slider: whether it can go back or forward, and a step. */
export function useSlider<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setEdges({
      canPrev: el.scrollLeft > 1,
      canNext: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [update]);
  const step = useCallback((direction: -1 | 1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  }, []);
  return { ref, ...edges, step, update };
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
