import { kitchenSinkBody } from '../kitchen-sink'
import { post } from '../dsl'

export default post({
  title: '版面示範：所有區塊一次看',
  slug: 'kitchen-sink',
  date: '2025-11-15',
  category: '飲食',
  tags: ['蔬菜'],
  icon: '🧰',
  summary: '這篇文章把本站支援的每一種內容區塊都放進來：標題、清單、表格、程式碼、數學式、嵌入、資料庫與同步區塊。',
  motif: 'leaf',
  body: kitchenSinkBody({
    related: 'fiber-daily-guide',
    another: 'mediterranean-diet-intro',
    key: 'kitchen-sink',
    covers: ['/files/cover-fiber-daily-guide.webp', '/files/cover-oatmeal-breakfast-bowl.webp', '/files/cover-whole-grains-guide.webp', '/files/cover-tofu-vegetable-stirfry.webp', '/files/cover-omega-3-fish-guide.webp'],
  }),
})
