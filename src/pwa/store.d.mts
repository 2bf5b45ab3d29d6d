export declare function storePage(url: string, response: Response): Promise<number>;
