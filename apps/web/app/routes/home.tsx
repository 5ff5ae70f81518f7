export default function Home() {
  return <h1 className="p-8 text-2xl font-bold">Lapak</h1>;
}
