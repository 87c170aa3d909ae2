// qrcode-generator declares renderTo2dContext(context: CanvasRenderingContext2D), which the QR
// print page never calls; the Workers runtime has no canvas. Named here (as nothing) so this
// program checks every declaration file without skipLibCheck.
type CanvasRenderingContext2D = never;
