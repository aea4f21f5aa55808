#include "shell/announcer.h"

#include <QAccessible>

Announcer::Announcer(QObject *parent) : QObject(parent) {}

void Announcer::setStatusItem(QQuickItem *item)
{
    if (m_statusItem == item)
        return;
    m_statusItem = item;
    Q_EMIT statusItemChanged();
}

void Announcer::announce(const QString &text)
{
    if (text.isEmpty())
        return;
    // The same sentence twice (two turns of one combatant in a row) is still a change of
    // name for the bridge: empty it first.
    if (text == m_text) {
        m_text.clear();
        Q_EMIT textChanged();
    }
    m_text = text;
    ++m_count;
    Q_EMIT textChanged();
    Q_EMIT announced(text);
    if (m_statusItem) {
        // The name change itself comes from the status line's binding; the Alert is what
        // platforms with no name-change speech (and later Qt versions' bridges) listen for.
        QAccessibleEvent alert(m_statusItem.data(), QAccessible::Alert);
        QAccessible::updateAccessibility(&alert);
    }
}
