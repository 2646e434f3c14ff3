import type { OperatorPort } from '../port.ts';
import { OperatorUnavailableError } from '../../platform/faults.ts';
import type { TmfHttp } from './http-client.ts';
import {
  catalogueQuery,
  dayOf,
  fromCatalogueQualification,
  fromDeviceRegistrations,
  fromEsimStatus,
  fromImeiHolder,
  fromOfferingQualification,
  fromOrganization,
  fromPendingOrder,
  fromStateQualification,
  fromWorkActDocument,
  IMEI_HOLDER,
  offeringQualification,
  OWNERSHIP_TRANSFER,
  stateQualification,
  WORK_ACT,
  type Qualification,
  type TmfImeiHolder,
  type TmfMsisdnResource,
  type TmfPendingOrder,
  type TmfWorkActDocument,
} from './standard-resources.ts';
import { customerIdInV4, customerOf, TMF_PATHS, V5_CUSTOMER_FILTER } from './wire.ts';

// decision 038: the port's reads that were the extension's, each over a standard operation of a
// standard resource (the table in the decision). Reads (a qualification is a read too: it changes
// nothing), so retried after a fault, each under its own API's circuit breaker. Tenancy as decision
// 036: a read by id carries no filter and its customer is checked in the answer; a list or a
// qualification names the company, and 404 is "no such number of the company".

/** how many of an invoice's numbers, the operator's pending orders, a batch asks at once */
export const STANDARD_PAGE = 1000;

/** the port's reads this file answers: their signatures are the port's */
type StandardReads = Pick<
  OperatorPort,
  | 'getIncompatibleProducts'
  | 'getStateEligibility'
  | 'bulkCatalogue'
  | 'getEsimStatus'
  | 'isActiveActivationCode'
  | 'getDeviceRegistrations'
  | 'getRegistrationsByImei'
  | 'getCompanyNames'
  | 'getWorkAct'
  | 'getOwnershipTransferDate'
  | 'getUsageStartDate'
  | 'listPendingOperations'
  | 'countPendingOperations'
  | 'exportInvoiceNumbers'
>;

export function createStandardReads(http: TmfHttp): StandardReads {
  const get = (api: Parameters<TmfHttp['request']>[0]['api'], path: string, query?: Record<string, string>) =>
    http.request({ api, method: 'GET', path, query, isRetryable: true });
  const qualify = async (body: unknown, path = 'checkProductOfferingQualification') => {
    const answer = await http.request({
      api: 'TMF679',
      method: 'POST',
      path: `${TMF_PATHS.qualification}/${path}`,
      body,
      isRetryable: true,
    });
    return answer.status === 404 ? null : answer.body;
  };
  /** the number as a TMF639 MSISDN, when it is the company's (its customer in the body) */
  const msisdnResource = async (bin: string, msisdn: string) => {
    const answer = await get(
      'TMF639',
      `${TMF_PATHS.resourceInventory}/resource/${encodeURIComponent(msisdn)}`,
    );
    if (answer.status === 404) return null;
    const resource = answer.body as TmfMsisdnResource;
    return customerOf(resource.relatedParty) === bin ? resource : null;
  };
  /** the number's product by id with the selected fields, when it is the company's */
  const lineProduct = async (bin: string, msisdn: string, fields: string) => {
    const answer = await get(
      'TMF637',
      `${TMF_PATHS.productInventory}/product/${encodeURIComponent(msisdn)}`,
      {
        fields,
      },
    );
    if (answer.status === 404) return null;
    const product = answer.body as { relatedParty?: unknown; startDate?: string };
    return customerOf(product.relatedParty) === bin ? product : null;
  };
  /** the invoice's bill by id, when it is the company's (TMF678 v4: `relatedParty` `{id, role}`) */
  const isCompanyBill = async (bin: string, invoiceNumber: string) => {
    const answer = await get(
      'TMF678',
      `${TMF_PATHS.customerBill}/customerBill/${encodeURIComponent(invoiceNumber)}`,
    );
    return (
      answer.status !== 404 &&
      customerIdInV4((answer.body as { relatedParty?: unknown }).relatedParty) === bin
    );
  };

  return {
    async getIncompatibleProducts(bin, msisdn, productOfferingId) {
      const answer = await qualify(offeringQualification(bin, msisdn, productOfferingId));
      return answer ? fromOfferingQualification(answer as Qualification) : null;
    },
    async getStateEligibility(bin: string, msisdn: string) {
      const answer = await qualify(stateQualification(bin, msisdn));
      return answer ? fromStateQualification(answer as Qualification) : null;
    },
    async bulkCatalogue(bin: string) {
      const answer = await qualify(catalogueQuery(bin), 'queryProductOfferingQualification');
      return answer
        ? fromCatalogueQualification(answer as Parameters<typeof fromCatalogueQualification>[0])
        : [];
    },
    async getEsimStatus(bin: string, msisdn: string) {
      const resource = await msisdnResource(bin, msisdn);
      return resource && fromEsimStatus(resource);
    },
    /** the number's activation code as a TMF639 logical resource: listed only while it is valid */
    async isActiveActivationCode(bin: string, msisdn: string, code: string) {
      const answer = await get('TMF639', `${TMF_PATHS.resourceInventory}/resource`, {
        'resourceSpecification.id': 'esimActivationCode',
        'resourceRelationship.resource.id': msisdn,
        [V5_CUSTOMER_FILTER]: bin,
        name: code,
      });
      return answer.status === 404 ? null : (answer.body as unknown[]).length > 0;
    },
    async getDeviceRegistrations(bin: string, msisdn: string) {
      const resource = await msisdnResource(bin, msisdn);
      return resource && fromDeviceRegistrations(resource);
    },
    /** the IMEI's other owner documents (TMF639), beside the number's own current IMEI */
    async getRegistrationsByImei(bin: string, msisdn: string, imei: string) {
      const [resource, answer] = await Promise.all([
        msisdnResource(bin, msisdn),
        get('TMF639', `${TMF_PATHS.resourceInventory}/resource`, {
          'resourceSpecification.id': IMEI_HOLDER,
          'resourceRelationship.resource.id': msisdn,
          [V5_CUSTOMER_FILTER]: bin,
          name: imei,
        }),
      ]);
      if (!resource || answer.status === 404) return null;
      return {
        currentImei: fromDeviceRegistrations(resource).currentImei,
        holders: (answer.body as TmfImeiHolder[]).map(fromImeiHolder),
      };
    },
    async getCompanyNames(bin: string) {
      const answer = await get('TMF632', `${TMF_PATHS.party}/organization/${encodeURIComponent(bin)}`);
      return answer.status === 404
        ? null
        : fromOrganization(answer.body as { partyCharacteristic?: unknown });
    },
    async getWorkAct(bin: string, invoiceNumber: string) {
      const answer = await get('TMF667', `${TMF_PATHS.document}/document`, {
        documentType: WORK_ACT,
        'relatedEntity.id': invoiceNumber,
      });
      const [document] = answer.status === 404 ? [] : (answer.body as TmfWorkActDocument[]);
      // another company's act is none of this company's (its customer in the body)
      return document && customerIdInV4(document.relatedParty) === bin ? fromWorkActDocument(document) : null;
    },
    async getOwnershipTransferDate(bin: string, msisdn: string) {
      const answer = await get('TMF622', `${TMF_PATHS.productOrdering}/productOrder`, {
        category: OWNERSHIP_TRANSFER,
        state: 'completed',
        'productOrderItem.product.id': msisdn,
        [V5_CUSTOMER_FILTER]: bin,
        sort: '-completionDate',
        limit: '1',
      });
      const [order] = answer.body as { completionDate?: string }[];
      return order ? dayOf(order.completionDate) : null;
    },
    /** the day the billing holds the number's usage from: its product's `startDate` (Kazakhstan's day) */
    async getUsageStartDate(bin: string, msisdn: string) {
      const product = await lineProduct(bin, msisdn, 'relatedParty,startDate');
      return product ? dayOf(product.startDate) : null;
    },
    /** the operator's orders in flight, every page (no company: the operator's own sweep) */
    async listPendingOperations() {
      const operations: Awaited<ReturnType<StandardReads['listPendingOperations']>> = [];
      for (let offset = 0; ; offset += STANDARD_PAGE) {
        const answer = await get('TMF622', `${TMF_PATHS.productOrdering}/productOrder`, {
          state: 'inProgress',
          offset: String(offset),
          limit: String(STANDARD_PAGE),
        });
        const orders = answer.body as TmfPendingOrder[];
        operations.push(...orders.map(fromPendingOrder));
        if (orders.length < STANDARD_PAGE || operations.length >= (answer.total ?? 0)) return operations;
      }
    },
    /** the company's orders in flight, counted by the list's X-Total-Count (one order asked for) */
    async countPendingOperations(bin: string, msisdns?: readonly string[] | null) {
      if (msisdns && msisdns.length === 0) return 0;
      const answer = await get('TMF622', `${TMF_PATHS.productOrdering}/productOrder`, {
        state: 'inProgress',
        [V5_CUSTOMER_FILTER]: bin,
        ...(msisdns ? { 'productOrderItem.product.id': msisdns.join(',') } : {}),
        limit: '1',
      });
      return answer.total ?? (answer.body as unknown[]).length;
    },
    /** every number of the company's invoice, page by page of its rates (decision 019: never all at once) */
    exportInvoiceNumbers(bin, invoiceNumber) {
      return {
        async *[Symbol.asyncIterator]() {
          if (!(await isCompanyBill(bin, invoiceNumber))) return;
          for (let offset = 0; ; offset += STANDARD_PAGE) {
            const answer = await get('TMF678', `${TMF_PATHS.customerBill}/appliedCustomerBillingRate`, {
              'bill.id': invoiceNumber,
              fields: 'product',
              offset: String(offset),
              limit: String(STANDARD_PAGE),
            });
            if (answer.status === 404) return;
            const refs = answer.body as { product?: { id?: unknown } }[];
            // decision 036: an answer the adapter cannot read is the operator not answering, never a 500
            if (!Array.isArray(refs) || refs.some((r) => typeof r?.product?.id !== 'string'))
              throw new OperatorUnavailableError('TMF678');
            for (const ref of refs) yield ref.product!.id as string;
            if (refs.length < STANDARD_PAGE || offset + refs.length >= (answer.total ?? 0)) return;
          }
        },
      };
    },
  };
}
