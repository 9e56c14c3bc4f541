export default function Page() {
  return <main><h1>admin</h1></main>;
}
