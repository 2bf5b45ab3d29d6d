export declare const codeColumns: number;
export declare const generatedCodeColumns: number;
