export declare const answersSchemaFile: string;
export declare const answerValidatorsFile: string;
export declare const answerTypesFile: string;
export declare function generateAnswerValidators(): string;
export declare function generateAnswerTypes(): Promise<string>;
