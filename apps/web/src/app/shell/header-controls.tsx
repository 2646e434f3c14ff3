import { Group } from '@mantine/core';
import { CompanySelect } from './company-select.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ServiceMenu } from './service-menu.tsx';
import { UserMenu } from './user-menu.tsx';

// The header's menus and selectors (spec §2 Shell), in their own chunk: a phone shows them only in
// the burger's menu, so its first load neither downloads nor renders them (decision 015).

export function HeaderServiceMenu() {
  return (
    <Group gap={0}>
      <ServiceMenu />
    </Group>
  );
}

export function HeaderControls() {
  return (
    <Group gap="sm" wrap="nowrap">
      <CompanySelect />
      <LanguageSelect />
      <UserMenu />
    </Group>
  );
}

export { MobileMenu } from './mobile-menu.tsx';
