import type { Db } from '../client.ts';
import {
  lifecycleStates,
  productIncompatibilities,
  products,
  statusChangeBlocks,
  tariffs,
} from '../schema/index.ts';
import { insertRows } from './bulk-insert.ts';
import { PRODUCT, PRODUCTS } from './catalogue-products.ts';
import { LIFECYCLE_STATES, TARIFFS } from './catalogue-tariffs.ts';

export { PRODUCT, PRODUCTS } from './catalogue-products.ts';
export { LIFECYCLE_STATES, TARIFF, TARIFFS } from './catalogue-tariffs.ts';

/** spec §3 Incompatible product / §4 Service: conflicting packs. */
export const INCOMPATIBILITIES: (typeof productIncompatibilities.$inferInsert)[] = [
  {
    productId: PRODUCT.internet20,
    incompatibleProductId: PRODUCT.internet5,
    incompatibleType: 'DEACTIVATED',
  },
  {
    productId: PRODUCT.internet5,
    incompatibleProductId: PRODUCT.internet20,
    incompatibleType: 'DEACTIVATED',
  },
  { productId: PRODUCT.bizCombo, incompatibleProductId: PRODUCT.internet5, incompatibleType: 'DEACTIVATED' },
  { productId: PRODUCT.roamingWorld, incompatibleProductId: PRODUCT.atlasPro, incompatibleType: 'BLOCKED' },
  { productId: PRODUCT.atlasPro, incompatibleProductId: PRODUCT.roamingWorld, incompatibleType: 'BLOCKED' },
  // spec §4: Atlas Pro is not renewed while its add-on runs, nor Internet 5 GB while Atlas Pro does
  { productId: PRODUCT.atlasPro, incompatibleProductId: PRODUCT.atlasProAddon, incompatibleType: 'BLOCKED' },
  { productId: PRODUCT.internet5, incompatibleProductId: PRODUCT.atlasPro, incompatibleType: 'BLOCKED' },
];

/** spec §3 Blocked products for status change. */
export const STATUS_CHANGE_BLOCKS: (typeof statusChangeBlocks.$inferInsert)[] = [
  {
    productId: PRODUCT.contractDevice,
    blockedChangeStatus: 'FULL',
    messageActiveRu:
      'Номер с контрактным телефоном нельзя заблокировать. Обратитесь в корпоративную поддержку: 9099.',
    messageActiveEn: 'A number with a contract phone cannot be blocked. Contact corporate support: 9099.',
    messageActiveKk:
      'Келісімшарттық телефоны бар нөмірді бұғаттау мүмкін емес. Корпоративтік қолдау қызметіне хабарласыңыз: 9099.',
    messageSuspendRu:
      'Номер с контрактным телефоном нельзя разблокировать самостоятельно. Обратитесь в корпоративную поддержку: 9099.',
    messageSuspendEn:
      'A number with a contract phone cannot be unblocked here. Contact corporate support: 9099.',
    messageSuspendKk:
      'Келісімшарттық телефоны бар нөмірді өз бетіңізше бұғаттан шығару мүмкін емес. Корпоративтік қолдау қызметіне хабарласыңыз: 9099.',
  },
  {
    productId: PRODUCT.atlasPro,
    blockedChangeStatus: 'SUSPEND',
    messageActiveRu: 'Отключите пакет Atlas Pro перед блокировкой номера.',
    messageActiveEn: 'Disable the Atlas Pro pack before blocking the number.',
    messageActiveKk: 'Нөмірді бұғаттамас бұрын Atlas Pro пакетін өшіріңіз.',
    messageSuspendRu: 'Пакет Atlas Pro будет возобновлён после разблокировки.',
    messageSuspendEn: 'The Atlas Pro pack resumes after unblocking.',
    messageSuspendKk: 'Atlas Pro пакеті бұғаттан шығарылғаннан кейін қайта қосылады.',
  },
];

/** Reference data of the operator; safe to run again (the CLI calls it on an already seeded database). */
export async function seedCatalogue(tx: Db): Promise<void> {
  await insertRows(tx, lifecycleStates, LIFECYCLE_STATES, { ignoreConflicts: true });
  await insertRows(tx, tariffs, TARIFFS, { ignoreConflicts: true });
  await insertRows(tx, products, PRODUCTS, { ignoreConflicts: true });
  await insertRows(tx, productIncompatibilities, INCOMPATIBILITIES, { ignoreConflicts: true });
  await insertRows(tx, statusChangeBlocks, STATUS_CHANGE_BLOCKS, { ignoreConflicts: true });
}
