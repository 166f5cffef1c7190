export const handler = async (): Promise<void> => { throw new Error('handler not written yet'); };
