// The operator port's part for users and access (decision 029): the portal keeps roles and number
// groups itself, and asks the operator only which of a list of numbers are the company's.

export interface TeamPort {
  /** of the listed numbers, those the company has (any order, each once) */
  companyNumbersAmong(bin: string, msisdns: readonly string[]): Promise<string[]>;
}
