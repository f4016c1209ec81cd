import {
  encodeSgtin96,
  type RfidValidateResult,
  sgtin96TagUri,
  sgtinPureIdentityUri,
  validateEpc,
} from '@careledger/shared';

/** Decodes each reader value (24 hex digits or an SGTIN-96 tag URI), or says why it is not a valid SGTIN-96. */
export function validateEpcs({ epcs }: { epcs: readonly string[] }): RfidValidateResult {
  return {
    results: epcs.map((epc) => {
      const result = validateEpc(epc);
      if (!result.valid) return { epc, valid: false as const, reason: result.reason };
      const { sgtin } = result;
      return {
        epc,
        valid: true as const,
        tagId: encodeSgtin96(sgtin),
        filter: sgtin.filter,
        partition: sgtin.partition,
        companyPrefix: sgtin.companyPrefix,
        itemReference: sgtin.itemReference,
        serial: sgtin.serial.toString(),
        tagUri: sgtin96TagUri(sgtin),
        pureIdentityUri: sgtinPureIdentityUri(sgtin),
      };
    }),
  };
}
