import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TransferResult } from '@kabinet/contract/transfer';
import { TransferForm } from './transfer-form.tsx';
import { TransferSuccess } from './transfer-success.tsx';
import { VideoTutorialModal } from './video-tutorial-modal.tsx';

/** /balance-transfer — spec §2 Balance transfer page with its video tutorial link; §4 Transfer. */
export function TransferPage() {
  const { t } = useTranslation('transfer');
  const [result, setResult] = useState<TransferResult | null>(null);
  // a new form each time: repeat resets every field (spec §4)
  const [formKey, setFormKey] = useState(0);
  const [isTutorialOpen, tutorial] = useDisclosure(false);

  const handleRepeat = () => {
    setResult(null);
    setFormKey((k) => k + 1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('title')}
        </Title>
        <Button variant="subtle" onClick={tutorial.open} leftSection={<span aria-hidden>▶</span>}>
          {t('tutorial.open')}
        </Button>
      </Group>
      {result ? (
        <TransferSuccess result={result} onRepeat={handleRepeat} />
      ) : (
        <TransferForm key={formKey} onDone={setResult} />
      )}
      <VideoTutorialModal opened={isTutorialOpen} onClose={tutorial.close} />
    </Stack>
  );
}
