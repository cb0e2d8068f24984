export declare function completeArea<T>(area: T): T;
