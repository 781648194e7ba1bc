import { NativeSelect } from '@mantine/core';
import { performanceLabelKeys, performanceScores, type PerformanceScore } from '#shared/projects/social/social.ts';
import { t } from '../texts.ts';

const notScored = '';

const isScore = (value: string): value is `${PerformanceScore}` =>
  performanceScores.some((score) => String(score) === value);

interface PerformanceSelectProps {
  score: number | null;
  label: string;
  disabled?: boolean;
  onChange: (score: PerformanceScore) => void;
}

/** Spec §9's four performance scores; "not scored" is only shown until one is chosen. */
export const PerformanceSelect = ({ score, label, disabled, onChange }: PerformanceSelectProps) => (
  <NativeSelect
    size="xs"
    aria-label={label}
    value={score === null ? notScored : String(score)}
    disabled={disabled}
    data={[
      ...(score === null ? [{ value: notScored, label: t('social.notScored') }] : []),
      ...performanceScores.map((value) => ({ value: String(value), label: t(performanceLabelKeys[value]) })),
    ]}
    onChange={(event) => {
      const value = event.currentTarget.value;
      if (isScore(value)) onChange(Number(value) as PerformanceScore);
    }}
  />
);
