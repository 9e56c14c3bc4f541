export default function Page() {
  return <main><h1>middaydiscount</h1></main>;
}
