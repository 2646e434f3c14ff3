import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperatorPort } from '../port.ts';
import { tmfErrorBody } from '../tmf/error-table.ts';
import {
  IMEI_HOLDER,
  toCatalogueQualification,
  toImeiHolder,
  toMsisdnResource,
  toOfferingQualification,
  toOrganization,
  toStateQualification,
  toWorkActDocument,
  WORK_ACT,
  type catalogueQuery,
  type Qualification,
} from '../tmf/standard-resources.ts';
import { customerOf, TMF_PATHS, V5_CUSTOMER_FILTER } from '../tmf/wire.ts';
import type { Owners } from './owners.ts';

// decision 038: TMF679 qualifications, TMF639 resources, TMF632 the organization and TMF667 the act
// over the reference operator. Reads by id answer any existing resource with its customer (decision
// 036); a qualification or a list names its customer, and a number the customer does not have is
// 404 (TMF630 code 60), as that number's product.

type Query = Record<string, string | undefined>;

const notFound = (reply: FastifyReply, what: string) =>
  reply.status(404).send(tmfErrorBody('notFound', what));
const invalid = (reply: FastifyReply, what: string) =>
  reply.status(400).send(tmfErrorBody('invalidQuery', what));

export function registerStandard(app: FastifyInstance, reference: OperatorPort, owners: Owners): void {
  // TMF679 createCheckProductOfferingQualification: an offering added to the number (its conflicts),
  // or the number's product status modified (may it be blocked, unblocked); answered at once (done)
  app.post(`${TMF_PATHS.qualification}/checkProductOfferingQualification`, async (request, reply) => {
    const asked = request.body as Qualification;
    const bin = customerOf(asked?.relatedParty);
    const items = asked?.checkProductOfferingQualificationItem;
    const msisdn = items?.[0]?.product?.id;
    if (!bin || !Array.isArray(items) || !msisdn)
      return reply
        .status(400)
        .send(tmfErrorBody('invalidBody', 'relatedParty customer, an item with its product'));
    const offering = items[0]!.productOffering?.id;
    const id = randomUUID();
    const creationDate = new Date().toISOString();
    if (offering && items.length === 1 && items[0]!.action === 'add') {
      const conflicts = await reference.getIncompatibleProducts(bin, msisdn, offering);
      if (!conflicts) return notFound(reply, `product ${msisdn}`);
      return reply.status(201).send({ ...toOfferingQualification(asked, conflicts), id, creationDate });
    }
    const directions = items.map((i) => i.id).sort();
    if (directions.join() !== 'activate,suspend' || items.some((i) => i.product?.id !== msisdn))
      return reply
        .status(400)
        .send(tmfErrorBody('invalidBody', 'an offering to add, or suspend and activate'));
    const eligibility = await reference.getStateEligibility(bin, msisdn);
    if (!eligibility) return notFound(reply, `product ${msisdn}`);
    return reply.status(201).send({ ...toStateQualification(asked, eligibility), id, creationDate });
  });

  // TMF679 createQueryProductOfferingQualification: the offerings on sale the customer may take
  app.post(`${TMF_PATHS.qualification}/queryProductOfferingQualification`, async (request, reply) => {
    const asked = request.body as ReturnType<typeof catalogueQuery>;
    const bin = customerOf(asked?.relatedParty);
    if (!bin) return reply.status(400).send(tmfErrorBody('invalidBody', 'relatedParty customer'));
    const products = await reference.bulkCatalogue(bin);
    return reply.status(201).send({
      ...toCatalogueQualification(asked, products),
      id: randomUUID(),
      creationDate: new Date().toISOString(),
    });
  });

  // TMF639 retrieveResource: a number as its MSISDN logical resource, with the eSIM status check
  // and the CEIR registrations as characteristics (the profile's `msisdn`)
  app.get<{ Params: { id: string } }>(
    `${TMF_PATHS.resourceInventory}/resource/:id`,
    async (request, reply) => {
      const msisdn = request.params.id;
      const bin = await owners.ofNumber(msisdn);
      if (!bin) return notFound(reply, `resource ${msisdn}`);
      const [esim, devices] = await Promise.all([
        reference.getEsimStatus(bin, msisdn),
        reference.getDeviceRegistrations(bin, msisdn),
      ]);
      return toMsisdnResource(bin, msisdn, esim, devices);
    },
  );

  // TMF639 listResource: a number's valid activation code (`name` the code), or an IMEI's other
  // holders (`name` the IMEI), each related to the customer's number
  app.get<{ Querystring: Query }>(`${TMF_PATHS.resourceInventory}/resource`, async (request, reply) => {
    const query = request.query;
    const bin = query[V5_CUSTOMER_FILTER];
    const msisdn = query['resourceRelationship.resource.id'];
    const name = query.name;
    const kind = query['resourceSpecification.id'];
    if (!bin || !msisdn || !name || (kind !== 'esimActivationCode' && kind !== IMEI_HOLDER))
      return invalid(
        reply,
        `${V5_CUSTOMER_FILTER}, resourceRelationship.resource.id, name and resourceSpecification.id (esimActivationCode|${IMEI_HOLDER})`,
      );
    if (kind === 'esimActivationCode') {
      const isActive = await reference.isActiveActivationCode(bin, msisdn, name);
      if (isActive === null) return notFound(reply, `resource ${msisdn}`);
      return isActive
        ? [
            {
              id: `${msisdn}.activationCode`,
              '@type': 'LogicalResource',
              name,
              value: name,
              resourceSpecification: { id: kind, '@type': 'ResourceSpecificationRef' },
              resourceRelationship: [
                {
                  relationshipType: 'activates',
                  '@type': 'ResourceRelationship',
                  resource: { id: msisdn, '@type': 'ResourceRef' },
                },
              ],
            },
          ]
        : [];
    }
    const found = await reference.getRegistrationsByImei(bin, msisdn, name);
    if (!found) return notFound(reply, `resource ${msisdn}`);
    return found.holders.map((holder) => toImeiHolder(name, holder));
  });

  // TMF632 retrieveOrganization: the company by its BIN, its legal names per language
  app.get<{ Params: { id: string } }>(`${TMF_PATHS.party}/organization/:id`, async (request, reply) => {
    const names = await reference.getCompanyNames(request.params.id);
    return names
      ? toOrganization(request.params.id, names)
      : notFound(reply, `organization ${request.params.id}`);
  });

  // TMF667 listDocument: an invoice's act of work performed (documentType, relatedEntity.id)
  app.get<{ Querystring: Query }>(`${TMF_PATHS.document}/document`, async (request, reply) => {
    const invoice = request.query['relatedEntity.id'];
    if (request.query.documentType !== WORK_ACT || !invoice)
      return invalid(reply, `documentType (${WORK_ACT}) and relatedEntity.id`);
    const owner = await owners.ofInvoice(invoice);
    const act = owner && (await reference.getWorkAct(owner.bin, invoice));
    return act ? [toWorkActDocument(owner.bin, act)] : [];
  });
}
