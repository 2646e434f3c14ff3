import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { teamRoutes } from '@kabinet/contract/route-refs';
import { accountsKeys } from '../../shared/accounts/accounts-api.ts';
import { callApi } from '../../shared/api/call-api.ts';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { formatDateTime } from '../../shared/format/date-format.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notify } from '../../shared/notify/notify.ts';
import { teamKeys } from './team-api.ts';

/** decision 029: the invitation link (/join/<token>): the signed-in invitee sees it and accepts. */
export function JoinPage() {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selectCompany } = useCompany();
  const preview = useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => callApi(teamRoutes.previewInvitation, { params: { token }, signal }),
    retry: false,
  });
  const accept = useSingleMutation({
    mutationFn: (bin: string) => callApi(teamRoutes.acceptInvitation, { params: { token }, bin }),
    onSuccess: async ({ bin }) => {
      await queryClient.invalidateQueries({ queryKey: accountsKeys.users() });
      await queryClient.invalidateQueries({ queryKey: teamKeys.mine() });
      notify(t('joined'));
      selectCompany(bin);
      void navigate('/');
    },
  });
  const invitation = preview.data;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {t('joinTitle')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        {preview.isPending && <Text>{t('common:loading')}</Text>}
        {preview.isError && (
          <Text c="red" role="alert">
            {translateError(t, preview.error)}
          </Text>
        )}
        {invitation && (
          <Stack gap="sm">
            <Text>
              {t('joinText', {
                company: invitation.companyName[language],
                role: t(`roles.${invitation.role}`),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('joinExpires', { date: formatDateTime(invitation.expiresAt) })}
            </Text>
            {accept.isError && (
              <Text c="red" role="alert">
                {translateError(t, accept.error)}
              </Text>
            )}
            <Group>
              <Button onClick={() => accept.mutate(invitation.bin)} loading={accept.isPending}>
                {t('actions.accept')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
